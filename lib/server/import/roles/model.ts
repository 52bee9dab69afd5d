// The line-role model: multinomial logistic regression over a part's features (features.ts), trained offline by
// scripts/import-train.ts and shipped as JSON weights. Small on purpose: a few thousand weights, one dot product per
// class and part at import time, and a training run of seconds that anyone can reproduce.

export const ROLES = ["other", "employer", "title"] as const;
export type Role = (typeof ROLES)[number];

export type RoleModel = { features: number; roles: readonly string[]; weights: number[][] };

/** Each role's probability for one part. */
export function predict(model: RoleModel, x: number[]): number[] {
  const scores = model.weights.map((w) => {
    let sum = 0;
    for (let i = 0; i < x.length; i++) if (x[i] !== 0) sum += w[i]! * x[i]!;
    return sum;
  });
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const total = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / total);
}

export type TrainOptions = { epochs?: number; rate?: number; l2?: number; classWeights?: number[] };

/**
 * Full-batch gradient descent with Adam on the cross-entropy plus an L2 penalty (not on the bias, feature 0).
 * Deterministic: weights start at zero and examples are visited in order.
 */
export function train(xs: number[][], ys: number[], classes: number, options: TrainOptions = {}): number[][] {
  const { epochs = 300, rate = 0.05, l2 = 1e-3, classWeights } = options;
  const features = xs[0]?.length ?? 0;
  const weights = Array.from({ length: classes }, () => new Array<number>(features).fill(0));
  const m = weights.map((w) => w.map(() => 0));
  const v = weights.map((w) => w.map(() => 0));
  const sparse = xs.map((x) => x.flatMap((value, i) => (value !== 0 ? [i] : [])));
  const model: RoleModel = { features, roles: [], weights };
  const total = ys.reduce((sum, y) => sum + (classWeights?.[y] ?? 1), 0) || 1;
  for (let epoch = 1; epoch <= epochs; epoch++) {
    const grad = weights.map((w) => w.map(() => 0));
    xs.forEach((x, n) => {
      const p = predict(model, x);
      const weight = (classWeights?.[ys[n]!] ?? 1) / total;
      for (let c = 0; c < classes; c++) {
        const error = (p[c]! - (ys[n] === c ? 1 : 0)) * weight;
        for (const i of sparse[n]!) grad[c]![i]! += error * x[i]!;
      }
    });
    for (let c = 0; c < classes; c++) {
      for (let i = 0; i < features; i++) {
        const g = grad[c]![i]! + (i === 0 ? 0 : l2 * weights[c]![i]!);
        m[c]![i] = 0.9 * m[c]![i]! + 0.1 * g;
        v[c]![i] = 0.999 * v[c]![i]! + 0.001 * g * g;
        const mHat = m[c]![i]! / (1 - 0.9 ** epoch);
        const vHat = v[c]![i]! / (1 - 0.999 ** epoch);
        weights[c]![i]! -= (rate * mHat) / (Math.sqrt(vHat) + 1e-8);
      }
    }
  }
  return weights;
}
