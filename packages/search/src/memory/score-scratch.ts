/**
 * Per-document work arrays a text query fills and empties again, one set per collection size.
 * A search over 100,000 documents would otherwise allocate (and the GC reclaim) megabytes of
 * zeroed arrays per request. Every array is all zeros between uses: whoever writes a slot sets
 * it back to zero before handing the scratch on. Queries run one at a time (JavaScript is
 * single-threaded and no query scores text inside another's text scoring), so one set suffices.
 */
export class ScoreScratch {
  /** Best alternative score of the current clause per document (text scoring). */
  readonly best: Float64Array;
  /** Compound pieces: best score of the current piece, running sum and count per document. */
  readonly pieceBest: Float64Array;
  readonly pieceSum: Float64Array;
  readonly pieceCount: Uint16Array;
  /** One field's scores inside a multi_match, and the running sum over its fields. */
  readonly fieldScores: Float64Array;
  readonly fieldSum: Float64Array;
  /**
   * Clauses matched per document by the latest text field scoring, read by its caller until the
   * next one; that next scoring first zeroes the documents listed in `matchedDocs`.
   */
  readonly matched: Uint16Array;
  matchedDocs: number[] = [];

  constructor(readonly size: number) {
    this.best = new Float64Array(size);
    this.pieceBest = new Float64Array(size);
    this.pieceSum = new Float64Array(size);
    this.pieceCount = new Uint16Array(size);
    this.fieldScores = new Float64Array(size);
    this.fieldSum = new Float64Array(size);
    this.matched = new Uint16Array(size);
  }
}
