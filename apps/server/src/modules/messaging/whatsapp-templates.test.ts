import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { checkTemplateMessage, WHATSAPP_TEMPLATES } from './whatsapp-templates.ts';

const TOKEN = 'k3Jd9fQ2mZr8xYv1LpT6wBn0cHs4aEu7GiOq5Ne2bXy';
const link = { customer_name: 'श्री राहुल शर्मा', trip_title: 'Munnar tea hills', link_url: `https://trips.example.in/trip/${TOKEN}/` };

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the WhatsApp template registry', () => {
  it('registers each template as Meta approves it: utility, English, a placeholder per parameter, and an example for each', () => {
    expect(WHATSAPP_TEMPLATES.map((template) => template.name)).toEqual(expect.arrayContaining(['itinerary_link', 'itinerary_followup', 'supplier_request']));
    for (const template of WHATSAPP_TEMPLATES) {
      expect(template).toMatchObject({ channel: 'whatsapp', language: 'en', category: 'utility' });
      const placeholders = [...template.body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
      expect(placeholders, template.name).toEqual(template.parameters.map((_, index) => index + 1));
      for (const parameter of template.parameters) expect(parameter.example, `${template.name}.${parameter.name}`).not.toBe('');
    }
  });

  it('previews a template with each parameter by name', () => {
    const template = WHATSAPP_TEMPLATES.find((candidate) => candidate.name === 'itinerary_link');
    expect(template?.preview).toBe('Namaste {{customer_name}}, your itinerary for {{trip_title}} is ready. You can read it here: {{link_url}} and reply to this message with any changes.');
  });
});

describe('checkTemplateMessage', () => {
  it('renders the body and takes the button’s suffix from the customer link', () => {
    const checked = checkTemplateMessage('itinerary_link', 'itinerary', link, false);
    expect(checked.bodyText).toBe(`Namaste श्री राहुल शर्मा, your itinerary for Munnar tea hills is ready. You can read it here: ${link.link_url} and reply to this message with any changes.`);
    expect(checked.buttonSuffix).toBe(`${TOKEN}/`);
  });

  it('names every missing, blank, unknown or multi-line parameter', () => {
    const error = refusal(() => checkTemplateMessage('itinerary_followup', 'itinerary', { customer_name: ' ', trip_title: 'Two\nlines', colour: 'blue' }, false));
    expect(error.code).toBe('messaging.template_mismatch');
    expect(error.fields).toEqual({
      'parameters.customer_name': ['Fill in “Customer name”'],
      'parameters.trip_title': ['WhatsApp takes no line breaks or tabs in a template value'],
      'parameters.staff_name': ['Fill in “Your name”'],
      'parameters.colour': ['The template “itinerary_followup” takes no parameter “colour”'],
    });
  });

  it('asks for the document a template sends, and refuses one a template does not', () => {
    expect(refusal(() => checkTemplateMessage('itinerary_document', 'itinerary', { customer_name: 'R', trip_title: 'M' }, false)).fields).toEqual({ attach_version: [expect.stringMatching(/choose its version/)] });
    expect(refusal(() => checkTemplateMessage('itinerary_link', 'itinerary', link, true)).fields).toEqual({ attach_version: ['This template sends no document'] });
  });
});
