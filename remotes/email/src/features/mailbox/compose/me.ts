/** The mailbox owner's address: the API sends every message from it. */
export const ME_ADDRESS = 'johndoe@atrium.test';
