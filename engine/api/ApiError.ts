// The one error type every API failure becomes: HTTP status, the server's {message} and its field errors.

export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldError[];
  readonly body: unknown;

  constructor(status: number, message: string, fieldErrors: FieldError[] = [], body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }

  /** Builds an ApiError from an error response body (openapi-fetch gives it parsed when it is JSON). */
  static fromResponse(status: number, body: unknown, fallback = 'Action failed'): ApiError {
    if (body && typeof body === 'object') {
      const record = body as { message?: unknown; fieldErrors?: unknown };
      const message = typeof record.message === 'string' && record.message ? record.message : fallback;
      const fieldErrors = Array.isArray(record.fieldErrors) ? (record.fieldErrors as FieldError[]) : [];
      return new ApiError(status, message, fieldErrors, body);
    }
    if (typeof body === 'string' && body.trim()) return new ApiError(status, body.trim(), [], body);
    return new ApiError(status, fallback, [], body);
  }
}
