// The raw requests these checks make (exactly the headers given, the body as sent): the static
// server's tests use the same ones.
export { decodedBody, rawRequest, type RawResponse } from '@atrium/build/raw-request';
