// Node 20 lacks Promise.withResolvers, which msw 3 uses.
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

// Node 20 lacks the ES2025 Set methods; msw 3 (server.resetHandlers) uses Set.prototype.intersection.
const setMethods = {
  intersection(other) {
    const out = new Set();
    for (const v of this) if (other.has(v)) out.add(v);
    return out;
  },
  union(other) {
    const out = new Set(this);
    for (const v of other.keys()) out.add(v);
    return out;
  },
  difference(other) {
    const out = new Set();
    for (const v of this) if (!other.has(v)) out.add(v);
    return out;
  },
  isSubsetOf(other) {
    for (const v of this) if (!other.has(v)) return false;
    return true;
  },
};
for (const [name, fn] of Object.entries(setMethods)) {
  if (typeof Set.prototype[name] !== 'function') {
    Object.defineProperty(Set.prototype, name, { value: fn, writable: true, configurable: true });
  }
}

// styled-components writes each new rule as a text node of its <style> element outside production, and
// jsdom re-parses the whole element at every change: a page's thousands of rules made every render that
// added one quadratic. Its "speedy" mode inserts each rule into the CSSOM instead (the way production
// does), which jsdom parses alone and its style lookups read all the same.
globalThis.SC_DISABLE_SPEEDY = false;
