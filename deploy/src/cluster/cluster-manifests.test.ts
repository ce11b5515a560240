import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import { readConfig } from '@coachforge/api';
import { WORKSPACE_ROOT } from '../paths';

/**
 * The cluster manifests cannot be applied here, so they are checked offline: every document parses,
 * matches the Kubernetes OpenAPI schema of its kind (kubernetes-models), and refers to objects that exist.
 */
const KINDS = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
} as const;

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
}

const dir = join(WORKSPACE_ROOT, 'deploy', 'cluster', 'kubernetes');
const manifests: { file: string; doc: Manifest }[] = readdirSync(dir)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((document) => {
      if (document.errors.length) throw new Error(`${file}: ${document.errors[0]!.message}`);
      return { file, doc: document.toJS() as Manifest };
    }),
  );
const find = (kind: string, name: string) =>
  manifests.find(({ doc }) => doc.kind === kind && doc.metadata.name === name)?.doc;

test('every manifest document matches the Kubernetes schema of its kind', () => {
  expect(manifests.length).toBeGreaterThanOrEqual(8);
  for (const { file, doc } of manifests) {
    const Model = KINDS[`${doc.apiVersion}/${doc.kind}` as keyof typeof KINDS];
    expect({ file, kind: `${doc.apiVersion}/${doc.kind}`, known: Boolean(Model) }).toMatchObject({
      known: true,
    });
    expect(() => new Model(doc as never).validate()).not.toThrow();
  }
});

test('a manifest that breaks the schema is caught', () => {
  const broken = structuredClone(find('Deployment', 'coachforge-api')!) as unknown as {
    spec: { replicas: unknown };
  };
  broken.spec.replicas = 'three';
  expect(() => new Deployment(broken as never).validate()).toThrow();
});

test('everything lives in the coachforge namespace and the references between objects resolve', () => {
  for (const { doc } of manifests.filter(({ doc }) => doc.kind !== 'Namespace'))
    expect(`${doc.kind}/${doc.metadata.name} in ${doc.metadata.namespace}`).toBe(
      `${doc.kind}/${doc.metadata.name} in coachforge`,
    );
  const deployment = new Deployment(find('Deployment', 'coachforge-api') as never);
  const pod = deployment.spec!.template.spec!;
  for (const source of pod.containers[0]!.envFrom ?? []) {
    if (source.configMapRef) expect(find('ConfigMap', source.configMapRef.name!)).toBeDefined();
    if (source.secretRef) expect(find('Secret', source.secretRef.name!)).toBeDefined();
  }
  const podLabels = deployment.spec!.template.metadata!.labels!;
  const service = new Service(find('Service', 'coachforge-api') as never);
  expect(podLabels).toMatchObject(service.spec!.selector!);
  const portNames = pod.containers[0]!.ports!.map((port) => port.name);
  expect(portNames).toContain(service.spec!.ports![0]!.targetPort);

  const ingress = new Ingress(find('Ingress', 'coachforge-api') as never);
  const paths = ingress.spec!.rules![0]!.http!.paths;
  expect(paths.map((path) => path.path)).toEqual(['/api', '/cable']);
  for (const path of paths) expect(find('Service', path.backend.service!.name)).toBeDefined();

  const autoscaler = new HorizontalPodAutoscaler(find('HorizontalPodAutoscaler', 'coachforge-api') as never);
  expect(autoscaler.spec!.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'coachforge-api' });
  expect(autoscaler.spec!.minReplicas).toBeGreaterThanOrEqual(2);
});

test('the cluster runs the API in production mode: no mail outbox, no demo logins, and it may bind publicly', () => {
  const settings = {
    ...new ConfigMap(find('ConfigMap', 'coachforge-api') as never).data,
    ...new Secret(find('Secret', 'coachforge-api') as never).stringData,
  };
  expect(settings.NODE_ENV).toBe('production');
  expect(readConfig(settings)).toMatchObject({
    serveOutbox: false,
    seedDemoData: false,
    startupRefusal: undefined,
  });
});

test('every API pod shares the media storage and the signing secret', () => {
  const settings = {
    ...new ConfigMap(find('ConfigMap', 'coachforge-api') as never).data,
    ...new Secret(find('Secret', 'coachforge-api') as never).stringData,
  };
  const config = readConfig(settings);
  expect(config.media.s3?.bucket).toBeTruthy();
  expect(config.media.signingSecret).toBeTruthy();
});
