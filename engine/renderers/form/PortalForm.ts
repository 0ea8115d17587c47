// rjsf's Mantine theme trimmed to what portal forms draw: every Mantine template, and the Mantine widgets for the
// schema shapes forms use (text, numbers, text areas, selects, radios, checkboxes, files, passwords). Dates are the
// engine's own DateWidget (FormRenderer); the colour, range, time and date-time widgets (a colour picker, a slider,
// the date-time pickers) are left out: a form asking for one would get rjsf's plain HTML input instead.
import { withTheme } from '@rjsf/core';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { generateTemplates } from '@rjsf/mantine/lib/templates/index.js';
import CheckboxesWidget from '@rjsf/mantine/lib/widgets/CheckboxesWidget.js';
import CheckboxWidget from '@rjsf/mantine/lib/widgets/CheckboxWidget.js';
import FileWidget from '@rjsf/mantine/lib/widgets/FileWidget.js';
import PasswordWidget from '@rjsf/mantine/lib/widgets/PasswordWidget.js';
import RadioWidget from '@rjsf/mantine/lib/widgets/RadioWidget.js';
import SelectWidget from '@rjsf/mantine/lib/widgets/SelectWidget.js';
import TextareaWidget from '@rjsf/mantine/lib/widgets/TextareaWidget.js';

// The Mantine theme's widgets module extends dayjs so typed dates parse by format; the engine's DateWidget (Mantine's
// DateInput) relies on the same.
dayjs.extend(customParseFormat);

/** The widgets of the trimmed theme, by rjsf's names (a test holds the portal's forms to them). */
export const portalFormWidgets = {
  CheckboxesWidget,
  CheckboxWidget,
  FileWidget,
  PasswordWidget,
  RadioWidget,
  SelectWidget,
  TextareaWidget,
};

export const PortalForm = withTheme({ templates: generateTemplates(), widgets: portalFormWidgets });
