/** The GraphQL documents the benchmarks send, as the web app sends them (the fields a list row shows). */
export const HOMEWORK_LIST = `query HomeworkList($filter: HomeworkFilter, $page: Int, $limit: Int) {
  homeworkList(filter: $filter, page: $page, limit: $limit) {
    total page limit
    list { id name courseTitle periodTitle notGradedCount gradedCount submittedCount dueCount endingTime
      publishTime classNames publisherName recalled }
  }
}`;

export const ME = 'query Me { me { user { id } } }';

export const graphqlBody = (query: string, variables: Record<string, unknown> = {}) =>
  JSON.stringify({ query, variables });

/** A GraphQL answer succeeded when it has data and no errors. */
export const graphqlOk = (body: string) => {
  try {
    const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown };
    return parsed.errors === undefined && parsed.data !== null && parsed.data !== undefined;
  } catch {
    return false;
  }
};

/** A REST envelope succeeded when its code is 0. */
export const restOk = (body: string) => {
  try {
    return (JSON.parse(body) as { code?: number }).code === 0;
  } catch {
    return false;
  }
};

/** The class gradebook tab's query (web/src/classes/gradebookOperations.ts). */
export const GRADEBOOK = `query Gradebook($classId: ID!) {
  gradebook(classId: $classId) {
    classId className
    items { key kind id name scored fullScore deadline namesHidden total submitted graded waiting submitRate
      averageScore correctRate }
    students { id nickname mobile average cells }
  }
}`;
