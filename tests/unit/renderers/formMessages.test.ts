import { describe, expect, it } from 'vitest';
import { MESSAGES, messageFor, passwordProblem, propertyPath } from '../../../engine/renderers/form/formMessages';

const schema = {
  type: 'object',
  properties: {
    Name: { type: 'string', title: 'Name' },
    Email: { type: 'string', format: 'email' },
    Password: { type: 'string', minLength: 8 },
    Icon: { type: 'string' },
    Reading: { type: 'number', minimum: 0.1, maximum: 10.99 },
    StartDate: { type: 'string', format: 'date' },
  },
};

describe('form messages (SPEC §5)', () => {
  it('reads rjsf property paths', () => {
    expect(propertyPath('.Address.City')).toEqual(['Address', 'City']);
    expect(propertyPath("['First Name']")).toEqual(['First Name']);
    expect(propertyPath('Name')).toEqual(['Name']);
  });
  it('says {label} is required, or the custom message', () => {
    expect(messageFor({ name: 'required', property: '.Name', stack: '' }, schema)).toBe('Name is required');
    const ui = { Name: { 'ui:options': { errorMessages: { required: 'Please enter the dealer name' } } } };
    expect(messageFor({ name: 'required', property: '.Name', stack: '' }, schema, ui)).toBe(
      'Please enter the dealer name',
    );
  });
  it('says {label} is required for a loaded text left empty (minLength 1), naming the uiSchema title', () => {
    const loaded = { type: 'object', properties: { FirstName: { type: 'string', minLength: 1 } } };
    const ui = { FirstName: { 'ui:title': 'Name' } };
    expect(messageFor({ name: 'minLength', property: 'FirstName', params: { limit: 1 }, stack: '' }, loaded, ui)).toBe(
      'Name is required',
    );
  });
  it('names email and password problems', () => {
    expect(messageFor({ name: 'format', property: '.Email', params: { format: 'email' }, stack: '' }, schema)).toBe(
      MESSAGES.email,
    );
    expect(messageFor({ name: 'minLength', property: '.Password', params: { limit: 8 }, stack: '' }, schema)).toBe(
      'Password must have at least 8 symbols',
    );
  });
  it('gives the paint reading range hint and the date messages', () => {
    expect(messageFor({ name: 'maximum', property: 'Reading', params: { limit: 10.99 }, stack: '' }, schema)).toBe(
      'Min Number: 0.1 and Max Number: 10.99, Please',
    );
    expect(messageFor({ name: 'required', property: 'StartDate', stack: '' }, schema)).toBe('Date is required');
    expect(messageFor({ name: 'format', property: 'StartDate', params: { format: 'date' }, stack: '' }, schema)).toBe(
      'The date must have the following format: MM/dd/yyyy',
    );
  });
  it('checks a new password rule by rule', () => {
    expect(passwordProblem('short')).toBe('Password must have at least 8 symbols');
    expect(passwordProblem('lowercase1')).toBe('Add an Uppercase letter please');
    expect(passwordProblem('UPPERCASE1')).toBe('Add a Lowercase letter please');
    expect(passwordProblem('NoDigitsHere')).toBe('Add a number please');
    expect(passwordProblem('Norstar2026')).toBeUndefined();
  });
});
