import { describe, expect, it } from 'vitest';
import { messageTemplateSchema } from '@ua/contracts';
import { AppError } from '../../lib/errors.ts';
import { MAIL_TEMPLATES, mailTemplateList, renderMailTemplate } from './mail-templates.ts';

const linkParameters = {
  customer_name: 'श्री राहुल शर्मा',
  trip_title: 'Kerala for ₹45,000',
  link_url: 'https://trips.example.in/trip/abc/',
  expires_on: '30 June 2026',
};

function mismatch(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a template mismatch');
}

describe('mail templates', () => {
  it('render a subject, an HTML part and a text part, with ₹ and Devanagari intact', () => {
    const { mail } = renderMailTemplate('itinerary_link', 'itinerary', linkParameters);
    expect(mail.subject).toBe('Your itinerary: Kerala for ₹45,000');
    expect(mail.text).toContain('Dear श्री राहुल शर्मा,');
    expect(mail.text).toContain('https://trips.example.in/trip/abc/');
    expect(mail.html).toContain('<meta charset="utf-8">');
    expect(mail.html).toContain('Dear श्री राहुल शर्मा,');
    expect(mail.html).toContain('<strong>Kerala for ₹45,000</strong>');
    expect(mail.html).toContain('href="https://trips.example.in/trip/abc/"');
  });

  it('escape every value in the HTML part, and leave the text part as written', () => {
    const { mail } = renderMailTemplate('itinerary_link', 'itinerary', { ...linkParameters, customer_name: '<script>alert("x")</script> & Co', trip_title: `Tom's "trip"` });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain('Tom&#39;s &quot;trip&quot;');
    expect(mail.text).toContain('Dear <script>alert("x")</script> & Co,');
  });

  it('keep one-line values on one line (no header injection through the subject), and line breaks of a multi-line one', () => {
    const request = renderMailTemplate('supplier_request', 'supplier', { supplier_name: 'Tea County', dates: '12 Dec\r\nBcc: victim@example.com', request: '2 rooms\n1 extra bed', staff_name: 'Ravi' });
    expect(request.mail.subject).toBe('Request for 12 Dec Bcc: victim@example.com');
    expect(request.mail.html).toContain('2 rooms<br>1 extra bed');
    expect(request.mail.text).toContain('2 rooms\n1 extra bed');
  });

  it('refuse missing and unknown parameters, naming each', () => {
    const error = mismatch(() => renderMailTemplate('itinerary_link', 'itinerary', { customer_name: 'Anita', trip_title: 'Goa', expires_on: ' ', coupon: '10%' }));
    expect(error.code).toBe('messaging.template_mismatch');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['parameters.coupon', 'parameters.expires_on', 'parameters.link_url']);
    expect(error.message).toMatch(/link_url/);
    expect(error.message).toMatch(/coupon/);
  });

  it('refuse a link that is not a web address, an unknown template, and a template for another kind of record', () => {
    expect(mismatch(() => renderMailTemplate('itinerary_link', 'itinerary', { ...linkParameters, link_url: 'javascript:alert(1)' })).fields).toHaveProperty(['parameters.link_url']);
    expect(mismatch(() => renderMailTemplate('no_such_template', 'itinerary', {})).fields).toHaveProperty('template');
    expect(mismatch(() => renderMailTemplate('supplier_request', 'itinerary', {})).fields).toHaveProperty('template');
  });

  it('list each template in the contract shape, its preview showing where each parameter goes', () => {
    const list = mailTemplateList();
    expect(list.map((template) => template.name)).toEqual(['itinerary_link', 'itinerary_followup', 'supplier_request', 'booking_note']);
    for (const template of list) {
      expect(messageTemplateSchema.parse(template)).toEqual(template);
      for (const parameter of template.parameters) expect(template.preview).toContain(`{{${parameter.name}}}`);
    }
  });

  it('render each template from its own examples', () => {
    for (const template of MAIL_TEMPLATES) {
      const examples = Object.fromEntries(template.parameters.map((parameter) => [parameter.name, parameter.example]));
      const recordType = template.recordTypes[0] ?? 'itinerary';
      const { mail } = renderMailTemplate(template.name, recordType, examples, { bySystem: true });
      expect(mail.subject.length).toBeGreaterThan(0);
      for (const example of Object.values(examples)) expect(mail.text).toContain(example);
    }
  });

  it('keep the mails only the app sends out of the staff list and refuse them from staff', () => {
    const systemOnly = MAIL_TEMPLATES.filter((template) => !template.staffSends).map((template) => template.name);
    expect(systemOnly).toEqual(['booking_request', 'booking_cancellation', 'booking_voucher', 'payment_request', 'payment_reminder', 'payment_receipt', 'payment_overdue', 'wallet_statement', 'staff_notification']);
    expect(mailTemplateList().map((template) => template.name)).not.toEqual(expect.arrayContaining(['booking_request']));
    expect(() => renderMailTemplate('booking_request', 'booking', {})).toThrow(/no mail template/);
  });
});
