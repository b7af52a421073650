import { execFileSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';
import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as batch from 'kubernetes-models/batch/v1';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import * as policy from 'kubernetes-models/policy/v1';
import * as core from 'kubernetes-models/v1';

/** A rendered object: untyped YAML past its kind and name. */
export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; [key: string]: any };
  [key: string]: any;
};

/** What `kubectl kustomize` renders for the kustomization in `dir`, as an operator would apply it. */
export function kustomize(dir: string): Manifest[] {
  const text = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  return parseAllDocuments(text).map((document) => document.toJSON() as Manifest);
}

/** The object of that kind and name, if rendered. */
export const named = (manifests: Manifest[], kind: string, name: string) =>
  manifests.find((m) => m.kind === kind && m.metadata.name === name);

type Model = new (data: Manifest) => { validate(): void };

/** The API groups the manifests use, each kind's kubernetes-models class: its validate() checks the API schema. */
const BUILT_IN: Record<string, Record<string, unknown>> = {
  v1: core,
  'apps/v1': apps,
  'autoscaling/v2': autoscaling,
  'batch/v1': batch,
  'networking.k8s.io/v1': networking,
  'policy/v1': policy,
};

/**
 * A custom resource (the Prometheus operator's ServiceMonitor): its group is a domain outside k8s.io. Its
 * operator's schema package is ESM only, which jest's CommonJS cannot load, so only its kind and name are checked.
 */
const isCustomResource = (manifest: Manifest) =>
  manifest.apiVersion.includes('.') && !/\.k8s\.io\//.test(manifest.apiVersion);

/** Fails the test, naming the object, unless it validates against the Kubernetes API schema of its kind. */
export function expectValidAgainstSchema(manifest: Manifest): void {
  const where = `${manifest.kind} ${manifest.metadata.name}`;
  if (isCustomResource(manifest)) {
    expect([where, typeof manifest.metadata.name]).toEqual([where, 'string']);
    return;
  }
  const Model = BUILT_IN[manifest.apiVersion]?.[manifest.kind] as Model | undefined;
  expect([where, manifest.apiVersion, Model !== undefined]).toEqual([where, manifest.apiVersion, true]);
  expect(() => new Model!(manifest).validate()).not.toThrow();
}
