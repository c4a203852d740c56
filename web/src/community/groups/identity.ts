/** The community identities (spec: user_type) as the circle pages name them. */
export const IDENTITY_LABELS: Record<number, string> = { 2: '讲师', 3: '助教', 4: '学员' };
export const identityLabel = (userType: number) => IDENTITY_LABELS[userType] ?? '成员';
