import type { FaqGroup } from '@atrium/contracts';

/** The FAQ in French: the groups and questions of FAQ_GROUPS, in the same order. */
export const FAQ_GROUPS_FR: readonly FaqGroup[] = [
  {
    id: 'payment',
    faqTitle: 'Paiement',
    faqIcon: 'credit-card',
    faqSubtitle: 'De l’aide pour le paiement',
    faqs: [
      {
        question: 'Quand le paiement de ma commande est-il débité ?',
        answer:
          'Le paiement est débité pendant la validation de la commande, lorsque vous la réglez. Le numéro de commande affiché sur l’écran de confirmation indique que le paiement a bien été traité.',
      },
      {
        question: 'Comment payer ma commande ?',
        answer:
          'Nous acceptons Visa®, MasterCard®, American Express® et PayPal®. Nos serveurs chiffrent toutes les informations qui leur sont envoyées : les données de votre carte restent protégées.',
      },
      {
        question: 'Que faire si je n’arrive pas à passer commande ?',
        answer:
          'Pour toute difficulté technique sur notre site, contactez-nous sur notre portail d’assistance, appelez-nous gratuitement au 1-000-000-000 ou écrivez à order@companymail.com.',
      },
      {
        question:
          'Quelle licence faut-il pour un produit final accessible seulement à des utilisateurs payants ?',
        answer:
          'Si vous avez des utilisateurs payants ou développez un produit SaaS, il vous faut une licence étendue, et une licence par produit.',
      },
      {
        question: 'Mon abonnement se renouvelle-t-il automatiquement ?',
        answer:
          'Non : une licence s’achète une fois et ne se renouvelle pas. Les mises à jour sont comprises pendant la période d’assistance ; vous pouvez ensuite la prolonger depuis votre compte.',
      },
    ],
  },
  {
    id: 'delivery',
    faqTitle: 'Livraison',
    faqIcon: 'truck',
    faqSubtitle: 'Livraison planifiée, frais et colis endommagés',
    faqs: [
      {
        question: 'Comment ma commande sera-t-elle expédiée ?',
        answer:
          'Les produits volumineux sont livrés par un transporteur partenaire qui propose une livraison planifiée « dans la pièce de votre choix ». Les petits produits sont livrés gratuitement par colis.',
      },
      {
        question: 'Combien coûte la livraison de ma commande ?',
        answer:
          'La livraison planifiée coûte 69 $ ou 99 $ par commande selon le code postal de destination. La livraison par colis est gratuite.',
      },
      {
        question: 'Que faire si mon produit arrive endommagé ?',
        answer:
          'Nous remplaçons sans délai tout produit endommagé pendant le transport. Prévenez notre équipe d’assistance dans les 48 heures suivant la réception.',
      },
    ],
  },
  {
    id: 'cancellation',
    faqTitle: 'Annulation et retour',
    faqIcon: 'rotate-2',
    faqSubtitle: 'Annuler une commande et retourner un article',
    faqs: [
      {
        question: 'Puis-je annuler ma commande ?',
        answer:
          'Une commande en livraison planifiée peut être annulée jusqu’à 72 heures avant la date choisie, avec remboursement complet. Une commande livrée par colis ne peut pas être annulée, mais une étiquette de retour gratuite peut être fournie sur demande.',
      },
      {
        question: 'Puis-je retourner mon produit ?',
        answer:
          'Vous pouvez retourner votre produit dans les 15 jours suivant la livraison en contactant notre équipe d’assistance. Tout article retourné doit être dans son emballage d’origine, complet.',
      },
      {
        question: 'Où voir l’état de mon retour ?',
        answer: 'Retrouvez l’article dans Vos commandes, puis choisissez État du retour ou du remboursement.',
      },
    ],
  },
  {
    id: 'orders',
    faqTitle: 'Mes commandes',
    faqIcon: 'box',
    faqSubtitle: 'Suivre et modifier vos commandes',
    faqs: [
      {
        question: 'Ma commande a-t-elle abouti ?',
        answer:
          'Chaque commande réussie est confirmée par e-mail dans les 24 heures. Si vous ne l’avez pas reçu, vérifiez votre dossier de courrier indésirable.',
      },
      {
        question: 'Mon code promotionnel ne fonctionne pas, que faire ?',
        answer: 'Si un code promotionnel pose problème, appelez-nous au 1 000 000 000 pour être aidé.',
      },
      {
        question: 'Comment suivre mes commandes ?',
        answer:
          'Si vous avez un compte, connectez-vous ici et choisissez « Mes commandes ». Si vous avez un numéro de suivi, utilisez-le sur le site du transporteur.',
      },
    ],
  },
  {
    id: 'products',
    faqTitle: 'Produits et services',
    faqIcon: 'settings',
    faqSubtitle: 'Ce que nous vendons et les services associés',
    faqs: [
      {
        question: 'Serai-je prévenu de l’expédition de ma commande ?',
        answer:
          'Oui, nous vous envoyons un e-mail dès l’expédition de votre commande, avec les informations de suivi et de commande.',
      },
      {
        question: 'Où trouver les informations de garantie ?',
        answer:
          'Nous tenons à la qualité de nos produits. La durée et les services de garantie sont décrits dans notre rubrique Garantie.',
      },
      {
        question: 'Comment acheter une extension de garantie ?',
        answer:
          'Pour votre tranquillité, nous proposons des extensions qui ajoutent une ou plusieurs années de protection à la garantie du fabricant.',
      },
    ],
  },
];
