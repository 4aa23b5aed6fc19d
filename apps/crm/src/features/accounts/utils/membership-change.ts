/** Which accounts to add to a group and which to take out, from its members before and after. */
export function membershipChange(before: ReadonlySet<number>, after: ReadonlySet<number>): { add: number[]; remove: number[] } {
  return {
    add: [...after].filter((id) => !before.has(id)),
    remove: [...before].filter((id) => !after.has(id)),
  };
}
