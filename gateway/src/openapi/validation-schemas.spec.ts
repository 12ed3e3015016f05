import 'reflect-metadata';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { describeValidatedClasses } from './validation-schemas';

class Sample {
  @IsString() @MaxLength(200)
  title: string;

  @IsOptional() @IsInt() @Min(1) @Max(50)
  limit?: number;

  @IsOptional() @IsIn(['in-person', 'online'])
  mode?: string;

  @IsOptional() @IsEmail()
  email?: string | null;

  @IsOptional() @IsString() @Matches(/^\/api\/objects\//)
  logo?: string;

  @IsOptional() @IsArray() @ArrayMaxSize(3) @IsIn(['ux', 'devops'], { each: true })
  topics?: string[];

  @ValidateBy({ name: 'day', validator: { validate: () => false, defaultMessage: () => 'day must be a date written YYYY-MM-DD' } })
  day: string;

  @ValidateBy({ name: 'page', validator: { validate: () => false } }, { message: (a) => (typeof a.value === 'string' ? 'page must be at most 9 characters' : 'page must be one of: a, b') })
  page: string;
}

/** Where @nestjs/swagger keeps an @ApiProperty's options (its DECORATORS.API_MODEL_PROPERTIES). */
const property = (name: keyof Sample) => Reflect.getMetadata('swagger/apiModelProperties', Sample.prototype, name);

describe('request schemas from validation rules', () => {
  beforeAll(() => describeValidatedClasses());

  it('reads types, limits and whether a field is required from the standard rules', () => {
    expect(property('title')).toMatchObject({ type: 'string', maxLength: 200, required: true });
    expect(property('limit')).toMatchObject({ type: 'integer', minimum: 1, maximum: 50, required: false, nullable: true });
    expect(property('mode')).toMatchObject({ enum: ['in-person', 'online'], required: false });
    expect(property('email')).toMatchObject({ type: 'string', format: 'email' });
    expect(property('logo')).toMatchObject({ type: 'string', pattern: '^\\/api\\/objects\\/' });
    expect(property('topics')).toMatchObject({ type: 'array', maxItems: 3, items: { enum: ['ux', 'devops'] } });
  });

  it("reads a custom rule's kind and limits from its own messages", () => {
    expect(property('day')).toMatchObject({ type: 'string', format: 'date', description: 'day must be a date written YYYY-MM-DD', required: true });
    expect(property('page')).toMatchObject({ type: 'string', enum: ['a', 'b'], maxLength: 9 });
  });
});
