/** Placeholder until this screen is built (issue 3). */
export function MySalesPage() {
  return <h1 className="p-4 text-2xl font-semibold">MySalesPage</h1>;
}
