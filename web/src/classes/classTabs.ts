/** The class circle tab shows unless the class hides its circle or the community switches are off. */
export function classCircleTabShown(
  groupHidden: boolean | null | undefined,
  switchesShow: boolean | undefined,
): boolean {
  return groupHidden !== true && (switchesShow ?? true);
}
