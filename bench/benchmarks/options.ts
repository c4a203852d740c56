export interface BenchOptions {
  /** How long each load phase lasts. */
  seconds: number;
}
