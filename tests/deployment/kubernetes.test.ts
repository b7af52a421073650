import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './helpers';
import { expectValidAgainstSchema, kustomize, Manifest, named } from './kubernetes-schema';

const KUBERNETES = path.join(REPO_ROOT, 'deploy', 'kubernetes');
const OVERLAYS = readdirSync(path.join(KUBERNETES, 'overlays'));

/** What `kubectl kustomize` renders for an overlay, as an operator would apply it. */
const render = (overlay: string) => kustomize(path.join(KUBERNETES, 'overlays', overlay));

/** The pod template of a workload (Deployment, Job). */
const podSpec = (manifest: Manifest): any => manifest.spec.template.spec;
const workloads = (manifests: Manifest[]) => manifests.filter((m) => m.kind === 'Deployment' || m.kind === 'Job');
const deployments = (manifests: Manifest[]) => manifests.filter((m) => m.kind === 'Deployment');

/** The tag docker-compose.yml gives its images when CONTEST_TAG is unset: `contest-api:${CONTEST_TAG:-local}`. */
function composeImages(): Record<string, string> {
  const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
  const images: Record<string, string> = {};
  for (const service of Object.values<any>(compose.services)) {
    const match = /^([a-z-]+):\$\{CONTEST_TAG:-([^}]+)\}$/.exec(service.image ?? '');
    if (match) images[match[1]] = match[2];
  }
  return images;
}

const SECRET_NAME = /(SECRET|PASSWORD|TOKEN|_KEY$|AUTHORIZATION|DATABASE_URL|REDIS_URL|SMTP_URL)/;

describe.each(OVERLAYS)('deploy/kubernetes/overlays/%s', (overlay) => {
  const manifests = render(overlay);

  it('renders objects that each validate against the Kubernetes API schema of their kind', () => {
    expect(manifests.length).toBeGreaterThan(10);
    for (const manifest of manifests) expectValidAgainstSchema(manifest);
  });

  it('runs the API, the worker and the web front as Deployments, and the migrations as a Job', () => {
    expect(deployments(manifests).map((m) => m.metadata.name)).toEqual(
      expect.arrayContaining(['contest-api', 'contest-worker', 'contest-web']),
    );
    const migrate = named(manifests, 'Job', 'contest-migrate');
    expect(podSpec(migrate!).containers[0].args).toEqual(['node', 'dist/database/migrate.js']);
    expect(podSpec(migrate!).restartPolicy).toBe('Never');
    // The upgrade applies the Job and its settings first, selected by component (README, "Upgrades").
    const firstStep = manifests.filter((m) =>
      ['config', 'migrations'].includes(m.metadata.labels?.['app.kubernetes.io/component']),
    );
    const readsConfigMaps = podSpec(migrate!).containers.flatMap((c: any) =>
      (c.envFrom ?? []).map((source: any) => source.configMapRef?.name),
    );
    expect(readsConfigMaps.length).toBeGreaterThan(0);
    for (const name of readsConfigMaps) expect(firstStep.map((m) => m.metadata.name)).toContain(name);
    expect(firstStep.filter((m) => m.kind === 'Deployment')).toEqual([]);
  });

  it('probes liveness and readiness of every Deployment separately; the API on /health/live and /health/ready', () => {
    for (const deployment of deployments(manifests)) {
      for (const container of podSpec(deployment).containers) {
        const where = `${deployment.metadata.name}/${container.name}`;
        expect([where, Boolean(container.livenessProbe), Boolean(container.readinessProbe)]).toEqual([
          where,
          true,
          true,
        ]);
        const action = (probe: any) => JSON.stringify(probe.httpGet ?? probe.exec ?? probe.tcpSocket);
        expect([where, action(container.livenessProbe)]).not.toEqual([where, action(container.readinessProbe)]);
      }
    }
    const api = podSpec(named(manifests, 'Deployment', 'contest-api')!).containers[0];
    expect(api.livenessProbe.httpGet.path).toBe('/api/v1/health/live');
    expect(api.readinessProbe.httpGet.path).toBe('/api/v1/health/ready');
  });

  it('holds no secret: no Secret object, no secret-looking variable given a value, secrets read from contest-secrets', () => {
    expect(manifests.filter((m) => m.kind === 'Secret')).toEqual([]);
    for (const configMap of manifests.filter((m) => m.kind === 'ConfigMap')) {
      expect(Object.keys(configMap.data ?? {}).filter((key) => SECRET_NAME.test(key))).toEqual([]);
    }
    for (const workload of workloads(manifests)) {
      for (const container of podSpec(workload).containers) {
        for (const variable of container.env ?? []) {
          if (!SECRET_NAME.test(variable.name)) continue;
          expect([variable.name, variable.value, variable.valueFrom?.secretKeyRef?.name]).toEqual([
            variable.name,
            undefined,
            'contest-secrets',
          ]);
        }
      }
    }
    const api = podSpec(named(manifests, 'Deployment', 'contest-api')!).containers[0];
    const required = api.env.filter((v: any) => !v.valueFrom.secretKeyRef.optional).map((v: any) => v.name);
    expect(required).toEqual(['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET']);
  });

  it('gives every container CPU and memory requests and limits', () => {
    for (const workload of workloads(manifests)) {
      for (const container of podSpec(workload).containers) {
        const { requests = {}, limits = {} } = container.resources ?? {};
        expect([container.name, Object.keys(requests).sort(), Object.keys(limits).sort()]).toEqual([
          container.name,
          ['cpu', 'memory'],
          ['cpu', 'memory'],
        ]);
      }
    }
  });

  it("pins every image to docker-compose.yml's names and tag", () => {
    const tags = composeImages();
    expect(Object.keys(tags).sort()).toEqual(['contest-api', 'contest-web']);
    for (const workload of workloads(manifests)) {
      for (const container of podSpec(workload).containers) {
        const [name, tag] = container.image.split(':');
        expect([container.image, tags[name]]).toEqual([container.image, tag]);
      }
    }
  });

  it('runs every container as non-root on a read-only root file system, without capabilities or escalation', () => {
    for (const workload of workloads(manifests)) {
      const pod = podSpec(workload);
      expect([workload.metadata.name, pod.securityContext.runAsNonRoot]).toEqual([workload.metadata.name, true]);
      for (const container of pod.containers) {
        expect([container.name, container.securityContext]).toMatchObject([
          container.name,
          { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
        ]);
        // Writable paths are volumes: /tmp at least.
        expect(container.volumeMounts.map((mount: any) => mount.mountPath)).toContain('/tmp');
      }
    }
  });

  it('keeps the media on one ReadWriteMany claim, written by the API and read-only to the web front', () => {
    const claim = named(manifests, 'PersistentVolumeClaim', 'contest-media');
    expect(claim!.spec.accessModes).toEqual(['ReadWriteMany']);
    const mediaMount = (name: string) =>
      podSpec(named(manifests, 'Deployment', name)!).containers[0].volumeMounts.find(
        (mount: any) => mount.name === 'media',
      );
    expect(mediaMount('contest-api')).toEqual({ name: 'media', mountPath: '/var/lib/contest/media' });
    expect(mediaMount('contest-web')).toMatchObject({ mountPath: '/var/lib/contest/media', readOnly: true });
  });

  it('lets only the web pods reach the API pods; spreads pods over nodes; scales the API on CPU; budgets disruptions', () => {
    const policy = named(manifests, 'NetworkPolicy', 'contest-api-from-web');
    expect(policy!.spec.podSelector.matchLabels).toEqual({ 'app.kubernetes.io/name': 'contest-api' });
    expect(policy!.spec.ingress).toEqual([
      {
        from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'contest-web' } } }],
        ports: [{ protocol: 'TCP', port: 3000 }],
      },
    ]);
    const otherIngressToApi = manifests.filter(
      (m) =>
        m.kind === 'NetworkPolicy' &&
        m !== policy &&
        m.spec.ingress?.length &&
        m.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === 'contest-api',
    );
    expect(otherIngressToApi).toEqual([]);
    expect(named(manifests, 'NetworkPolicy', 'contest-default-deny')!.spec.policyTypes).toEqual(['Ingress', 'Egress']);

    for (const deployment of deployments(manifests)) {
      const spread = podSpec(deployment).topologySpreadConstraints ?? [];
      expect([deployment.metadata.name, spread.map((c: any) => c.topologyKey)]).toEqual([
        deployment.metadata.name,
        expect.arrayContaining(['kubernetes.io/hostname']),
      ]);
    }

    const hpa = named(manifests, 'HorizontalPodAutoscaler', 'contest-api');
    expect(hpa!.spec.metrics[0].resource.name).toBe('cpu');
    for (const name of ['contest-api', 'contest-worker', 'contest-web']) {
      expect([name, Boolean(named(manifests, 'PodDisruptionBudget', name))]).toEqual([name, true]);
    }
  });

  it('serves through an Ingress with a cert-manager certificate, to the web Service', () => {
    const ingress = manifests.find((m) => m.kind === 'Ingress');
    expect(Object.keys(ingress!.metadata.annotations)).toContain('cert-manager.io/cluster-issuer');
    expect(ingress!.spec.tls[0].secretName).toBeTruthy();
    expect(ingress!.spec.rules[0].http.paths[0].backend.service.name).toBe('contest-web');
  });
});
