// The login page: a document of its own (served at /login), built without Module Federation, so the
// first page people load carries no federation runtime and only the parts of its libraries it uses.
import { startLogin } from './startLogin';

void startLogin();
