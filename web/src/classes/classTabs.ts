/** The class circle tab shows unless the class hides its circle (group_hidden 2) or the community switches are off. */
export function classCircleTabShown(
  groupHidden: number | null | undefined,
  switchesShow: boolean | undefined,
): boolean {
  return groupHidden !== 2 && (switchesShow ?? true);
}
