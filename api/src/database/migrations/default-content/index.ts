// The shipped translations of the organisers' starting texts, one line per language (`{ "<English>": "<text>" }`
// in <code>.json beside this file); migration 1763828200000 fills them in.
export { default as hi } from './hi.json';
export { default as bn } from './bn.json';
export { default as mr } from './mr.json';
export { default as te } from './te.json';
export { default as ta } from './ta.json';
export { default as gu } from './gu.json';
export { default as ur } from './ur.json';
export { default as kn } from './kn.json';
export { default as or } from './or.json';
export { default as ml } from './ml.json';
export { default as pa } from './pa.json';
export { default as as } from './as.json';
