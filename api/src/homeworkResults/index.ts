/** What other domains may use of homework results: the grade bands and the item analysis. */
export { bandOf, GRADE_BANDS, ITEM_FLAGS, itemAnalysis, meanOf, percent, permille, score } from './figures';
