// An answer whose JSON text the database has already built (queryJsonArray): the pipeline sends the text as it is,
// so the HTTP thread neither turns the rows into objects nor serialises them. T is what the text parses to, for the
// compiler only (the handler's answer is still checked against its operation's response type).
export class JsonText<T = unknown> {
  declare readonly parsesTo?: T;

  constructor(readonly text: string) {}
}
