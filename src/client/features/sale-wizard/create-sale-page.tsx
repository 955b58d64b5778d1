/** Placeholder until this screen is built (issue 3). */
export function CreateSalePage() {
  return <h1 className="p-4 text-2xl font-semibold">CreateSalePage</h1>;
}
