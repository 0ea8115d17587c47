// An error a handler throws on purpose: it becomes the JSON answer {statusCode, error, message[, fieldErrors]}.
import { STATUS_CODES } from 'node:http';

export interface FieldError {
  field: string;
  message: string;
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(statusCode: number, message: string, fieldErrors?: FieldError[], headers?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.fieldErrors = fieldErrors;
    this.headers = headers;
  }

  toJSON() {
    return {
      statusCode: this.statusCode,
      error: STATUS_CODES[this.statusCode] ?? 'Error',
      message: this.message,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
    };
  }
}

export const badRequest = (message: string, fieldErrors?: FieldError[]) => new HttpError(400, message, fieldErrors);
/** A natural key already taken (a duplicate the caller caused): 409 naming the field. */
export const conflict = (message: string, fieldErrors: FieldError[]) => new HttpError(409, message, fieldErrors);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'You do not have permission for this action') => new HttpError(403, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
