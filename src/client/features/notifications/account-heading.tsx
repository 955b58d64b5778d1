/** The title and the line under it of the account screens. */
export function AccountHeading({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 mb-6 text-neutral-700">{text}</p>
    </>
  );
}
