// The client's copy of the SPEC §5 user-form rules: the same words as the server, refused before any call.
import { describe, expect, it } from 'vitest';
import {
  newUserValues,
  passwordMessages,
  userPayload,
  validateUserForm,
} from '../../../screens/Admin/users/userFormRules';

const valid = {
  ...newUserValues(2),
  Firstname: 'Lorena',
  Lastname: 'Saucedo',
  Username: 'lsaucedo',
  Password: 'Trailer2026',
  ConfirmPassword: 'Trailer2026',
};

describe('user form rules', () => {
  it('a new user is active, not suspended, not super user, not a database user, with Guid null', () => {
    expect(newUserValues(3)).toMatchObject({
      Guid: null,
      EplantId: 3,
      Isactive: true,
      IsSuspended: false,
      IsSuperUser: false,
      IsDbaUser: false,
    });
  });

  it('requires Name, LastName and Username with "{label} is required", and a valid email', () => {
    expect(validateUserForm({ ...valid, Firstname: ' ', Lastname: '', Username: '', Email: 'not-an-address' })).toEqual(
      {
        Firstname: 'Name is required',
        Lastname: 'LastName is required',
        Username: 'Username is required',
        Email: 'Enter a valid email address',
      },
    );
    expect(validateUserForm({ ...valid, Email: 'lorena@norstarcompany.com' })).toEqual({});
  });

  it.each([
    ['Tr4iler', 'Password must have at least 8 symbols'],
    ['trailer2026', 'Add an Uppercase letter please'],
    ['TRAILER2026', 'Add a Lowercase letter please'],
    ['TrailerNorstar', 'Add a number please'],
  ])('refuses the new password %s with "%s"', (password, message) => {
    expect(validateUserForm({ ...valid, Password: password, ConfirmPassword: password }).Password).toBe(message);
  });

  it('refuses a confirmation that does not match', () => {
    expect(validateUserForm({ ...valid, ConfirmPassword: 'Trailer2027' })).toEqual({
      ConfirmPassword: 'The password do not match',
    });
  });

  it('a new user needs a password; an existing user only when one is typed', () => {
    expect(validateUserForm({ ...valid, Password: '', ConfirmPassword: '' })).toEqual({
      Password: 'Password is required',
    });
    const existing = { ...valid, Guid: '6f1c1d2e-0000-4000-8000-000000000001', Password: '', ConfirmPassword: '' };
    expect(validateUserForm(existing)).toEqual({});
    expect(validateUserForm({ ...existing, Password: 'short' }).Password).toBe('Password must have at least 8 symbols');
  });

  it('checks only length and confirmation when the character classes do not apply', () => {
    expect(passwordMessages('lowercase only', 'lowercase only', false)).toEqual({
      password: undefined,
      confirmation: undefined,
    });
    expect(passwordMessages('short', 'other', false)).toEqual({
      password: 'Password must have at least 8 symbols',
      confirmation: 'The password do not match',
    });
  });

  it('sends an empty email as null and leaves the password out unless typed', () => {
    const existing = { ...valid, Guid: 'g', Email: '  ', Password: '', ConfirmPassword: '' };
    const body = userPayload(existing);
    expect(body).toMatchObject({ Email: null, Firstname: 'Lorena' });
    expect(body).not.toHaveProperty('Password');
    expect(body).not.toHaveProperty('ConfirmPassword');
    expect(userPayload(valid)).toMatchObject({ Password: 'Trailer2026' });
  });
});
