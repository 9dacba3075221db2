import { buildAccounts } from '../data/accounts';
import { keepAccountsIn, saveAccounts } from './persistedAccounts';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [['atrium-mock-accounts', initial]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

test('accounts saved after a change are read back on the next start', () => {
  const store = memoryStorage();
  expect(keepAccountsIn(store)).toBeNull();
  const accounts = buildAccounts();
  accounts[0].password = 'changed';
  saveAccounts(accounts);
  expect(keepAccountsIn(store)?.[0]).toMatchObject({ email: 'admin@demo.com', password: 'changed' });
});

test('unreadable or malformed saved accounts are ignored (the sample accounts stay)', () => {
  for (const broken of ['{not json', '"text"', '[]', '[{"id":1,"email":"a@b.c"}]', '[null]']) {
    expect(keepAccountsIn(memoryStorage(broken))).toBeNull();
  }
});

test('a storage that refuses to save loses nothing but the persistence', () => {
  keepAccountsIn({
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  });
  expect(() => saveAccounts(buildAccounts())).not.toThrow();
});
