import { z } from 'zod';
import { lazySchemaValidator, loginValidator } from './validation';

const schema = z.object({ email: z.string().email('Enter a valid e-mail address') });

describe('lazySchemaValidator', () => {
  it('fetches the schema once, when first prepared, and reports errors per field', async () => {
    const load = jest.fn().mockResolvedValue(schema);
    const validator = lazySchemaValidator<{ email: string }>(load);
    expect(load).not.toHaveBeenCalled();

    validator.prepare();
    expect(await validator.validate({ email: 'nope' })).toEqual({ email: 'Enter a valid e-mail address' });
    expect(await validator.validate({ email: 'ops@globeroute.example' })).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the fetch again after a failure instead of failing every later submit', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(schema);
    const validator = lazySchemaValidator<{ email: string }>(load);

    await expect(validator.validate({ email: 'nope' })).rejects.toThrow('offline');
    expect(await validator.validate({ email: 'nope' })).toEqual({ email: 'Enter a valid e-mail address' });
  });

  it('checks the sign-in forms with the server login schema', async () => {
    const errors = await loginValidator.validate({ email: 'not-an-address', password: '' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
    expect(await loginValidator.validate({ email: 'kavita@globeroute.example', password: 'x' })).toEqual({});
  });
});
