// The demo site's accounts (sites/demo/site.json); every one signs in with the same password.
export const DEMO_PASSWORD = 'tessera-demo';

export const accounts = {
  admin: 'admin@demo.test',
  editor: 'editor@demo.test',
  ada: 'ada@demo.test',
  grace: 'grace@demo.test',
} as const;

/** Their public names (first and last name), which name the user menu's button. */
export const names = {
  admin: 'Morgan Reyes',
  editor: 'Priya Natarajan',
  ada: 'Ada Lovelace',
  grace: 'Grace Hopper',
} as const;
