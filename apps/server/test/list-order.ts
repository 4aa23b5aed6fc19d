import { expect } from "vitest";

type SortOrder = "asc" | "desc";
/** For each sortBy, the ids a test created in the order each direction must answer them. */
export type ExpectedOrders = Record<string, Record<SortOrder, number[]>>;

/** Asks a list for each sortBy both ways and checks that the given rows come in the expected order (other rows may sit between them). */
export async function expectOrders(list: (sortBy: string, sortOrder: SortOrder) => Promise<{ id: number }[]>, expected: ExpectedOrders) {
  for (const [sortBy, orders] of Object.entries(expected)) {
    for (const sortOrder of ["asc", "desc"] as const) {
      const ids = orders[sortOrder];
      const answered = (await list(sortBy, sortOrder)).map((row) => row.id).filter((id) => ids.includes(id));
      expect(answered, `${sortBy} ${sortOrder}`).toEqual(ids);
    }
  }
}
