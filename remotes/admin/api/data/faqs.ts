import type { FaqGroup } from '@atrium/contracts';
import type { ContentLanguage } from '@atrium/mocks/lib/contentLanguage';
import { FAQ_GROUPS_FR } from './faqs.fr';
import { FAQ_GROUPS_AR } from './faqs.ar';

/** The 5 FAQ groups, with the delivery and returns constants, in English. */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'payment',
    faqTitle: 'Payment',
    faqIcon: 'credit-card',
    faqSubtitle: 'Get help with payment',
    faqs: [
      {
        question: 'When is payment taken for my order?',
        answer:
          'Payment is taken during the checkout process when you pay for your order. The order number that appears on the confirmation screen indicates payment has been successfully processed.',
      },
      {
        question: 'How do I pay for my order?',
        answer:
          'We accept Visa®, MasterCard®, American Express®, and PayPal®. Our servers encrypt all information submitted to them, so you can be confident that your credit card information will be kept safe and secure.',
      },
      {
        question: "What should I do if I'm having trouble placing an order?",
        answer:
          'For any technical difficulties you are experiencing with our website, please contact us at our support portal, or you can call us toll-free at 1-000-000-000, or email us at order@companymail.com.',
      },
      {
        question: 'Which license do I need for an end product that is only accessible to paying users?',
        answer:
          'If you have paying users or you are developing any SaaS products then you need an Extended License. For each product, you need a license.',
      },
      {
        question: 'Does my subscription automatically renew?',
        answer:
          'No: a licence is bought once and does not renew. Updates come with it for the support period; after that you can extend support from your account.',
      },
    ],
  },
  {
    id: 'delivery',
    faqTitle: 'Delivery',
    faqIcon: 'truck',
    faqSubtitle: 'Scheduled delivery, costs and damaged parcels',
    faqs: [
      {
        question: 'How would you ship my order?',
        answer:
          'For large products, we deliver your product via a third party logistics company offering you the “room of choice” scheduled delivery service. For small products, we offer free parcel delivery.',
      },
      {
        question: 'What is the delivery cost of my order?',
        answer:
          'The cost of scheduled delivery is $69 or $99 per order, depending on the destination postal code. The parcel delivery is free.',
      },
      {
        question: 'What to do if my product arrives damaged?',
        answer:
          'We will promptly replace any product that is damaged in transit. Just contact our support team, to notify us of the situation within 48 hours of product arrival.',
      },
    ],
  },
  {
    id: 'cancellation',
    faqTitle: 'Cancellation & Return',
    faqIcon: 'rotate-2',
    faqSubtitle: 'Cancelling an order and returning an item',
    faqs: [
      {
        question: 'Can I cancel my order?',
        answer:
          'Scheduled delivery orders can be cancelled 72 hours prior to your selected delivery date for full refund. Parcel delivery orders cannot be cancelled, however a free return label can be provided upon request.',
      },
      {
        question: 'Can I return my product?',
        answer:
          'You can return your product within 15 days of delivery, by contacting our support team. All merchandise returned must be in the original packaging with all original items.',
      },
      {
        question: 'Where can I view status of return?',
        answer: 'Locate the item from Your Orders, then select Return/Refund status.',
      },
    ],
  },
  {
    id: 'orders',
    faqTitle: 'My Orders',
    faqIcon: 'box',
    faqSubtitle: 'Tracking and changing your orders',
    faqs: [
      {
        question: 'Has my order been successful?',
        answer:
          'All successful orders are confirmed by email within 24 hours of placing the order. If you have not received it, please check your spam folder.',
      },
      {
        question: 'My promotion code is not working, what can I do?',
        answer:
          'If you are having issues with a promotion code, please contact us at 1 000 000 000 for assistance.',
      },
      {
        question: 'How do I track my orders?',
        answer:
          'If you have an account just sign into your account from here and select “My Orders”. If you have a tracking number, use it on the courier website.',
      },
    ],
  },
  {
    id: 'products',
    faqTitle: 'Product & Services',
    faqIcon: 'settings',
    faqSubtitle: 'What we sell and the services around it',
    faqs: [
      {
        question: 'Will I be notified once my order has shipped?',
        answer:
          'Yes, we will send you an email once your order has been shipped. This email will contain tracking and order information.',
      },
      {
        question: 'Where can I find warranty information?',
        answer:
          'We are committed to quality products. For information on warranty period and warranty services, visit our Warranty section.',
      },
      {
        question: 'How can I purchase additional warranty coverage?',
        answer:
          'For the peace of your mind, we offer extended warranty plans that add additional year(s) of protection to the standard manufacturer’s warranty.',
      },
    ],
  },
];

/** The FAQ in each language it is written in (the same groups and questions, in the same order). */
export const FAQ_GROUPS_BY_LANGUAGE: Record<ContentLanguage, readonly FaqGroup[]> = {
  en: FAQ_GROUPS,
  fr: FAQ_GROUPS_FR,
  ar: FAQ_GROUPS_AR,
};
