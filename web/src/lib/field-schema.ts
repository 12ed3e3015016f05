import { z } from 'zod';
import { formRule, type Field } from '@confdir/contracts/web';

/**
 * A text input checked by the contract's rule for its field: the same limits, formats and SPEC
 * wording the gateway applies to the request (issue 13), so a form never accepts what the API refuses.
 * The value comes out trimmed.
 */
export function fieldSchema(field: Field) {
  const check = formRule(field);
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const message = check(value);
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    });
}
