/** ClassesStatus (the spec shows no values): 1 in progress, 2 ended (a dated validity that has passed). */
export const CLASS_STATUS = { inProgress: 1, ended: 2 } as const;

/** ClassesStudentStatus: a student of a class is in it (1) or has left it (2). */
export const CLASS_STUDENT_STATUS = { inClass: 1, left: 2 } as const;

/** A class's group_hidden: its class circle tab shown (1) or hidden (2). */
export const CLASS_GROUP_HIDDEN = { shown: 1, hidden: 2 } as const;

/** A class's valid_type: long-term valid (1), or valid until its valid_time (2). */
export const CLASS_VALID_TYPE = { longTerm: 1, dated: 2 } as const;
