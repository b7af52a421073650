#!/usr/bin/env node
// `npm run lint` step: the API's domains (the folders right under api/src) import each other one way only.
// dependency-cruiser finds cycles between files and between leaf folders, not between a domain and another's
// subfolder (content → admin/auth while admin → content), so this collapses every file to its domain with
// dependency-cruiser's own `collapse` and looks for a cycle in that graph. Tests are left out as in
// .dependency-cruiser.cjs: a spec may reach across domains to set up what it checks.
import { cruise } from 'dependency-cruiser';

const DOMAIN = /^api\/src\/[^/]+/;
const result = await cruise(['api/src'], {
  collapse: DOMAIN.source,
  exclude: { path: ['node_modules', '\\.(int-)?spec\\.tsx?$', '/testing/'] },
  doNotFollow: { path: 'node_modules' },
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'api/tsconfig.json' },
});
const graph = new Map(
  result.output.modules
    .filter((module) => DOMAIN.test(module.source))
    .map((module) => [
      module.source,
      module.dependencies
        .map((dependency) => dependency.resolved)
        .filter((to) => DOMAIN.test(to) && to !== module.source),
    ]),
);

// Depth-first search; a grey node met again closes a cycle, reported once per cycle found.
const state = new Map();
const cycles = [];
const visit = (domain, path) => {
  state.set(domain, 'grey');
  for (const next of graph.get(domain) ?? []) {
    if (state.get(next) === 'grey') cycles.push([...path.slice(path.indexOf(next)), domain, next].join(' → '));
    else if (!state.has(next)) visit(next, [...path, domain]);
  }
  state.set(domain, 'black');
};
for (const domain of graph.keys()) if (!state.has(domain)) visit(domain, []);

if (cycles.length) {
  console.error(
    `Domains import each other in a circle (api/src/<domain>; README, Architecture):\n  ${cycles.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`✔ no cycle between the API's ${graph.size} domains`);
