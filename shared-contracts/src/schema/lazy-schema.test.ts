import * as yup from 'yup';
import { lazySchema } from './lazy-schema';

test('a lazy schema is built when first used, once, and validates as the schema it builds', () => {
  const build = jest.fn(() => yup.object({ name: yup.string().required() }));
  const person = lazySchema(build);
  expect(build).not.toHaveBeenCalled();
  expect(person.validateSync({ name: 'Ada' })).toEqual({ name: 'Ada' });
  expect(() => person.validateSync({})).toThrow('name is a required field');
  expect(person.isValidSync({ name: 'Bo' })).toBe(true);
  expect(build).toHaveBeenCalledTimes(1);
});

test('it serves wherever yup takes a schema: as a field, in concat, in when, and as yup sees schemas', async () => {
  const email = lazySchema(() => yup.string().email('Enter an email address').required());
  const contact = lazySchema(() => yup.object({ email, phone: yup.string().optional() }));
  const withName = lazySchema(() => contact.concat(yup.object({ name: yup.string().required() })));
  expect(yup.isSchema(email)).toBe(true);
  expect(email instanceof yup.Schema).toBe(true);
  await expect(contact.validate({ email: 'nope' })).rejects.toThrow('Enter an email address');
  expect(withName.validateSync({ email: 'a@b.co', name: 'Ada' })).toEqual({ email: 'a@b.co', name: 'Ada' });
  expect(Object.keys(contact.fields)).toEqual(['email', 'phone']);
  const conditional = yup.object({
    kind: yup.string(),
    address: yup.string().when('kind', { is: 'email', then: () => email }),
  });
  expect(() => conditional.validateSync({ kind: 'email', address: 'x' })).toThrow('Enter an email address');
  expect(contact.describe().fields).toHaveProperty('email');
});
