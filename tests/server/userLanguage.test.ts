// The user's language: stored with the user, defaulted by plant (3 → es-MX, 2 → en-US), changed from the profile or
// the user menu, part of every sign-in answer; the server's own validation messages answer in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing/testServer.js';
import { expectContract } from './support/contractResponse.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const form = (plant: number, username: string) => ({
  Guid: null,
  Firstname: 'Lorena',
  Lastname: 'Saucedo',
  Username: username,
  Email: '',
  EplantId: plant,
  Password: 'Trailer2026',
});

describe('user language', () => {
  it('comes with the sign-in answer: mx.supervisor (plant 3) reads es-MX, admin (plant 2) en-US', async () => {
    expect((await server.login('mx.supervisor')).body.User.Language).toBe('es-MX');
    const admin = await server.login('admin');
    expect(admin.body.User.Language).toBe('en-US');
    const me = await server.inject({ method: 'GET', url: '/api/user/GetUserByToken/', headers: admin.headers });
    expect(expectContract('getUserByToken', me).Language).toBe('en-US');
  });

  it('defaults a new user by plant and keeps a language the form sends', async () => {
    const it1 = await server.login('it.support');
    const create = async (body: object) =>
      expectContract(
        'createUser',
        await server.inject({ method: 'POST', url: '/api/user/', headers: it1.headers, payload: body }),
      );
    expect((await create(form(3, 'lang.mx'))).Language).toBe('es-MX');
    expect((await create(form(2, 'lang.us'))).Language).toBe('en-US');
    const chosen = await create({ ...form(3, 'lang.mx.en'), Language: 'en-US' });
    expect(chosen.Language).toBe('en-US');
    // The profile save changes it; a save without it leaves it alone.
    let version = chosen.Version;
    const update = async (body: object) => {
      const res = await server.inject({
        method: 'PUT',
        url: `/api/user/${chosen.Guid}/`,
        headers: it1.headers,
        payload: { ...body, Version: version },
      });
      version = res.json().Version;
      return res;
    };
    const { Password: _unused, ...withoutPassword } = form(3, 'lang.mx.en');
    expect(expectContract('updateUser', await update({ ...withoutPassword, Language: 'es-MX' })).Language).toBe(
      'es-MX',
    );
    expect(expectContract('updateUser', await update(withoutPassword)).Language).toBe('es-MX');
  });

  it('the user menu switch stores the caller’s own language for the next sign-in, and refuses an unknown one', async () => {
    const mx = await server.login('mx.supervisor');
    const put = (Language: string) =>
      server.inject({ method: 'PUT', url: '/api/user/language', headers: mx.headers, payload: { Language } });
    const res = await put('en-US');
    expect(res.statusCode).toBe(200);
    expect(expectContract('setUserLanguage', res)).toEqual({ Language: 'en-US' });
    const me = await server.inject({ method: 'GET', url: '/api/user/GetUserByToken/', headers: mx.headers });
    expect(me.json().Language).toBe('en-US');
    expect((await server.login('mx.supervisor')).body.User.Language).toBe('en-US');
    expect((await put('fr-FR')).statusCode).toBe(400);
    expect((await put('es-MX')).statusCode).toBe(200);
    expect((await server.login('mx.supervisor')).body.User.Language).toBe('es-MX');
  });

  it('answers the server’s validation messages in Spanish to a Spanish user, field names unchanged', async () => {
    const mxAdmin = await server.loginWithRoles(3, ['settings_users_it'], 'mxadmin');
    expect(mxAdmin.body.User.Language).toBe('es-MX');
    const bad = {
      Firstname: ' ',
      Lastname: '',
      Username: 'ok.name',
      Email: 'not-an-address',
      EplantId: 3,
      Password: 'short',
    };
    const res = await server.inject({ method: 'POST', url: '/api/user/', headers: mxAdmin.headers, payload: bad });
    expect(res.statusCode).toBe(400);
    const body = expectContract('createUser', res);
    expect(body.message).toBe('El nombre es obligatorio');
    expect(body.fieldErrors).toEqual([
      { field: 'Firstname', message: 'El nombre es obligatorio' },
      { field: 'Lastname', message: 'El apellido es obligatorio' },
      { field: 'Email', message: 'Ingrese un correo electrónico válido' },
      { field: 'Password', message: 'La contraseña debe tener al menos 8 caracteres' },
      { field: 'Password', message: 'Agregue una letra mayúscula, por favor' },
      { field: 'Password', message: 'Agregue un número, por favor' },
    ]);
    // The same form from an English user keeps the SPEC's messages exactly.
    const it1 = await server.login('it.support');
    const en = await server.inject({ method: 'POST', url: '/api/user/', headers: it1.headers, payload: bad });
    expect(en.json().fieldErrors[0]).toEqual({ field: 'Firstname', message: 'Name is required' });
  });

  it('before sign-in follows Accept-Language: wrong credentials in Spanish or in the SPEC’s English', async () => {
    const attempt = (headers: Record<string, string>) =>
      server.inject({
        method: 'POST',
        url: '/api/User/Authenticate',
        headers,
        payload: { Username: 'mx.supervisor', Password: 'wrong-password' },
      });
    expect((await attempt({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })).json().message).toBe(
      'Usuario o contraseña incorrectos',
    );
    expect((await attempt({ 'accept-language': 'en-US,en;q=0.9' })).json().message).toBe(
      'Invalid username or Password',
    );
    expect((await attempt({})).json().message).toBe('Invalid username or Password');
  });
});
