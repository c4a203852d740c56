/** What other domains may use of the community: the circle stream's decider (the demo school seeds circles). */
export { type GroupCommand, groupDecider } from './groupDecider';
export { POST_ID_TABLE } from './tables';
