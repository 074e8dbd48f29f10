import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { z } from 'zod';
import { PopoverStoryFrame } from '../../internal/popoverStoryFrame';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { NumberField } from '../NumberField';
import { Select, SelectItem } from '../Select';
import { TextField } from './TextField';

// The schema speaks the spec's message keys (§5 "Shared messages"); the app's i18n maps them to text.
const schema = z.object({
  email: z.string().min(1, 'required').pipe(z.email('emailValid')),
  password: z.string().min(1, 'required'),
  amount: z
    .string()
    .min(1, 'required')
    .regex(/^-?\d+(\.\d+)?$/, 'mustBeANumber'),
  team: z.string().min(1, 'required'),
  policy: z.boolean().refine((ticked) => ticked, 'required'),
});
type FormValues = z.infer<typeof schema>;

/** In the app this is the translation table; here the Danish texts for the keys the schema uses. */
const messages: Partial<Record<string, string>> = {
  required: 'Feltet skal udfyldes',
  emailValid: 'Indtast en gyldig email',
  mustBeANumber: 'Skal være et tal',
};
const text = (key: string | undefined) => (key === undefined ? undefined : (messages[key] ?? key));

const teams = [
  { id: 'u12', name: 'U12 piger' },
  { id: 'senior', name: 'Senior herrer' },
];

interface ExampleFormProps {
  /** Called with the valid values: the amount in dot form. */
  onSubmit: (values: FormValues) => void;
}

/** Every field wired with react-hook-form's Controller: value, onChange, onBlur, name, ref, error. */
function ExampleForm({ onSubmit }: ExampleFormProps) {
  const { control, handleSubmit } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', amount: '', team: '', policy: false },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))} className="flex w-80 flex-col gap-4">
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField {...field} label="Email" type="email" isRequired errorMessage={text(fieldState.error?.message)} />
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Password"
            type="password"
            isRequired
            errorMessage={text(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="amount"
        render={({ field, fieldState }) => (
          <NumberField
            {...field}
            label="Kontingent"
            prefix="kr."
            isRequired
            errorMessage={text(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="team"
        render={({ field: { value, onChange, ...field }, fieldState }) => (
          <Select
            {...field}
            label="Hold"
            isRequired
            value={value === '' ? null : value}
            onChange={(key) => onChange(key === null ? '' : String(key))}
            errorMessage={text(fieldState.error?.message)}
          >
            {teams.map((team) => (
              <SelectItem key={team.id} id={team.id}>
                {team.name}
              </SelectItem>
            ))}
          </Select>
        )}
      />
      <Controller
        control={control}
        name="policy"
        render={({ field: { value, ...field }, fieldState }) => (
          <Checkbox {...field} isSelected={value} isRequired errorMessage={text(fieldState.error?.message)}>
            Jeg accepterer foreningens datapolitik
          </Checkbox>
        )}
      />
      <Button type="submit" className="w-fit">
        Opret
      </Button>
    </form>
  );
}

const meta = {
  title: 'UI/Form fields with react-hook-form',
  component: ExampleForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <PopoverStoryFrame width={360} height={560}>
        <Story />
      </PopoverStoryFrame>
    ),
  ],
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Default: Story = {};

/** Submit empty: Danish texts under every field, focus on the first invalid field, no submit. */
export const SubmitEmpty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Opret' }));
    await waitFor(() => expect(canvas.getAllByText('Feltet skal udfyldes')).toHaveLength(5));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A malformed email gets "emailValid"; fixed fields lose their errors as they are corrected. */
export const InvalidEmail: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'anna@');
    await userEvent.click(canvas.getByRole('button', { name: 'Opret' }));
    await waitFor(() => expect(canvas.getByText('Indtast en gyldig email')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Fill in valid values (the amount with a comma): onSubmit gets the amount in dot form. */
export const SubmitValid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'anna@klub.dk');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'hemmelig');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kontingent' }), '1.234,50');
    await userEvent.click(canvas.getByRole('button', { name: /Hold/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Senior herrer' }));
    await userEvent.click(canvas.getByText('Jeg accepterer foreningens datapolitik'));
    await userEvent.click(canvas.getByRole('button', { name: 'Opret' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'anna@klub.dk',
        password: 'hemmelig',
        amount: '1234.50',
        team: 'senior',
        policy: true,
      }),
    );
    await expect(canvas.queryByText('Feltet skal udfyldes')).not.toBeInTheDocument();
  },
};
