import { handlers } from './index';
import { publicHandlers } from './publicHandlers';

test("the public pages' handlers are the whole API's own, not copies", () => {
  for (const handler of publicHandlers) expect(handlers).toContain(handler);
});
