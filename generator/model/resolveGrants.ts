import type { ModelIssue } from './errors.js';
import type { FeatureDef, Grant, RoleDef } from './types.js';

interface RawGrant { roles: string[]; features?: { all?: string[]; any?: string[] } }

/** Expands role groups to role names and checks every role and feature name. */
export function resolveGrants(options: {
  grants: RawGrant[] | undefined;
  file: string;
  path: string;
  roles: RoleDef[];
  roleGroups: Record<string, string[]>;
  features: FeatureDef[];
  issues: ModelIssue[];
}): Grant[] {
  const { grants, file, path, roles, roleGroups, features, issues } = options;
  const roleNames = new Set(roles.map((r) => r.name));
  const featureNames = new Set(features.map((f) => f.name));
  return (grants ?? []).map((g, i) => {
    const expanded = new Set<string>();
    g.roles.forEach((r, j) => {
      if (roleGroups[r]) roleGroups[r].forEach((m) => expanded.add(m));
      else if (roleNames.has(r)) expanded.add(r);
      else issues.push({ file, path: `${path}/${i}/roles/${j}`, reason: `unknown role or role group "${r}"` });
    });
    const checkFeatures = (list: string[] | undefined, kind: 'all' | 'any') => (list ?? []).filter((f, j) => {
      if (featureNames.has(f)) return true;
      issues.push({ file, path: `${path}/${i}/features/${kind}/${j}`, reason: `unknown feature setting "${f}"` });
      return false;
    });
    const roleOrder = roles.map((r) => r.name);
    return {
      roles: [...expanded].sort((a, b) => roleOrder.indexOf(a) - roleOrder.indexOf(b)),
      features: { all: checkFeatures(g.features?.all, 'all'), any: checkFeatures(g.features?.any, 'any') },
    };
  });
}
