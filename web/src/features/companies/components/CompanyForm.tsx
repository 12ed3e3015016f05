import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '@/components/form/FormField';
import { companyFormSchema, type CompanyFormValues } from '../utils/company-form';
import { LogoField } from './LogoField';
import { Input } from '@/components/ui/widgets/input';
import { Textarea } from '@/components/ui/widgets/textarea';

type TextField = Exclude<keyof CompanyFormValues, 'logoUrl'>;

interface Props {
  initialValues: CompanyFormValues;
  editing: boolean;
  pending: boolean;
  onSubmit: (values: CompanyFormValues) => void;
}

/** The Create/Edit Company form (SPEC §2): Basic Information and Who We Want to Meet. */
export function CompanyForm({ initialValues, editing, pending, onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<CompanyFormValues>({ resolver: zodResolver(companyFormSchema), defaultValues: initialValues });
  // Saving mid-upload would drop the logo being uploaded.
  const [logoUploading, setLogoUploading] = useState(false);

  const field = (name: TextField, label: string, options: { type?: string; placeholder?: string; multiline?: boolean; required?: boolean } = {}) => (
    <FormField label={label} required={options.required} error={errors[name]?.message}>
      {options.multiline ? (
        <Textarea rows={3} placeholder={options.placeholder} {...register(name)} />
      ) : (
        <Input type={options.type ?? 'text'} placeholder={options.placeholder} {...register(name)} />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="6">
        <Card.Root variant="outline" rounded="card">
          <Card.Header>
            <Heading as="h2" size="lg">
              Basic Information
            </Heading>
          </Card.Header>
          <Card.Body gap="4">
            {field('name', 'Company Name', { required: true })}
            {field('website', 'Website', { type: 'url', placeholder: 'https://example.com' })}
            <LogoField value={watch('logoUrl')} companyName={watch('name')} onChange={(url) => setValue('logoUrl', url, { shouldDirty: true })} onUploadingChange={setLogoUploading} />
            {field('contactEmail', 'Contact Email', { type: 'email', placeholder: 'hello@example.com' })}
            {field('locations', 'Locations (comma-separated)', { placeholder: 'San Francisco, London' })}
            {field('backing', 'Backing', { placeholder: 'e.g. Y Combinator, Series A' })}
          </Card.Body>
        </Card.Root>

        <Card.Root variant="outline" rounded="card">
          <Card.Header>
            <Heading as="h2" size="lg">
              Who We Want to Meet
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Separate several industries, titles, sizes or regions with commas.
            </Text>
          </Card.Header>
          <Card.Body gap="4">
            {field('icpSummary', 'Summary', { multiline: true, placeholder: 'Describe your ideal customer' })}
            {field('targetIndustries', 'Target Industries', { placeholder: 'Fintech, SaaS' })}
            {field('targetTitles', 'Target Titles', { placeholder: 'CTO, VP Engineering' })}
            {field('targetCompanySizes', 'Target Company Sizes', { placeholder: '50-200, 200-1000' })}
            {field('targetRegions', 'Target Regions (comma-separated)', { placeholder: 'North America, Europe' })}
            {field('targetNotes', 'Additional Notes', { multiline: true })}
          </Card.Body>
        </Card.Root>

        <HStack justify="flex-end" gap="3">
          <Button asChild variant="outline">
            <RouterLink to="/">Cancel</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" disabled={logoUploading} loading={pending} loadingText={editing ? 'Updating...' : 'Creating...'}>
            {editing ? 'Update Company' : 'Create Company'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
