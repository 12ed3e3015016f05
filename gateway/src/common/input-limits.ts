import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** With the u flag a proper surrogate pair is one code point, so only a lone half matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The first reason a parsed body or query cannot be handled safely, or undefined.
 * Walks iteratively (a recursive walk is what overflowed the stack on deep JSON) and stops
 * at the first container past `maxDepth`, so the cost is bounded by the body size limit.
 */
export function inputProblem(value: unknown, maxDepth: number): string | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (LONE_SURROGATE.test(item.value)) return `${item.path || 'body'} must be well-formed Unicode text`;
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= maxDepth) return `JSON nested deeper than ${maxDepth} levels`;
    if (Array.isArray(item.value)) {
      for (let i = item.value.length - 1; i >= 0; i--) stack.push({ value: item.value[i], path: `${item.path}[${i}]`, depth: item.depth + 1 });
      continue;
    }
    // Pushed in reverse so the first field in the body is the one reported.
    for (const [key, child] of Object.entries(item.value).reverse()) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (LONE_SURROGATE.test(key)) return `a field name in ${item.path || 'body'} must be well-formed Unicode text`;
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/** Express middleware run after the body parsers: 400 before any pipe, guard or service sees the input. */
export function inputLimits(maxDepth: number) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const problem = inputProblem(req.body, maxDepth) ?? inputProblem(req.query, maxDepth);
    next(problem ? new BadRequestException(problem) : undefined);
  };
}
