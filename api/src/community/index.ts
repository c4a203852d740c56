/** What other domains may use of the community: the circle and post streams' deciders (the demo school seeds them). */
export { type GroupCommand, groupDecider } from './groupDecider';
export { type PostCommand, postDecider } from './postDecider';
export { COLLECT_ID_TABLE, COMMENT_ID_TABLE, POST_ID_TABLE } from './tables';
