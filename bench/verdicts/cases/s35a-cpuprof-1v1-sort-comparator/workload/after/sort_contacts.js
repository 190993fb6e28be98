'use strict';
// Builds a deterministic contact directory and repeatedly produces sorted
// views of it (by last name, then first name), as a directory export job would.

function mulberry32(seed) {
  return function () {
    seed |= 0; seed = (seed + 0x6D2B79F5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = ['an', 'be', 'ca', 'do', 'el', 'fi', 'ga', 'ho', 'in', 'jo', 'ka', 'lu',
  'ma', 'ne', 'or', 'pa', 'qu', 'ri', 'so', 'ta', 'ul', 've', 'wi', 'xa', 'yo', 'ze'];

function makeName(rand, parts) {
  let s = '';
  for (let i = 0; i < parts; i++) s += SYLLABLES[Math.floor(rand() * SYLLABLES.length)];
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function makeContacts(n, seed) {
  const rand = mulberry32(seed);
  const contacts = [];
  for (let i = 0; i < n; i++) {
    const first = makeName(rand, 2 + Math.floor(rand() * 2));
    const last = makeName(rand, 2 + Math.floor(rand() * 3));
    contacts.push({
      id: i,
      first,
      last,
      email: `${first}.${last}${i}@example.com`.toLowerCase(),
    });
  }
  return contacts;
}

function sortKey(contact) {
  return `${contact.last}\u0000${contact.first}`.toLowerCase();
}

function compareContacts(a, b) {
  const ka = sortKey(a);
  const kb = sortKey(b);
  if (ka < kb) return -1;
  if (ka > kb) return 1;
  return a.id - b.id;
}

function sortedView(contacts) {
  return contacts.slice().sort(compareContacts);
}

function checksum(view) {
  let h = 0;
  for (let i = 0; i < view.length; i += 97) h = (h * 31 + view[i].id) >>> 0;
  return h;
}

function main() {
  const batches = Number(process.argv[2] || 25);
  let total = 0;
  for (let b = 0; b < batches; b++) {
    const contacts = makeContacts(20000, 1000 + b);
    const view = sortedView(contacts);
    total = (total + checksum(view)) >>> 0;
  }
  console.log(`batches=${batches} checksum=${total}`);
}

main();
