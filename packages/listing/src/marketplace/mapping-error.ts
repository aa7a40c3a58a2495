/** A draft the marketplace cannot take as it is; `message` is Korean and says what to fix. */
export class MappingError extends Error {
  override readonly name = 'MappingError';

  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}
