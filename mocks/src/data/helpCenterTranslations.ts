/**
 * The help center's texts in French and Arabic, by their English text (every English text of
 * data/helpCenter has both; a test checks it). Article slugs stay the English ones: a link works in
 * every language.
 */
export const HELP_CENTER_TRANSLATIONS: Record<string, { fr: string; ar: string }> = {
  'Getting Started': { fr: 'Bien démarrer', ar: 'البدء' },
  'Whether you are new or you are a power user, this article will help you get started.': {
    fr: 'Que vous débutiez ou que vous soyez un habitué, cet article vous aide à bien démarrer.',
    ar: 'سواء كنت جديدًا أو مستخدمًا متمرسًا، سيساعدك هذا المقال على البدء.',
  },
  'First Steps': { fr: 'Premiers pas', ar: 'الخطوات الأولى' },
  'Are you a new customer wondering how to get started?': {
    fr: 'Nouveau client, vous vous demandez par où commencer ?',
    ar: 'هل أنت عميل جديد وتتساءل من أين تبدأ؟',
  },
  'Add External Content': { fr: 'Ajouter du contenu externe', ar: 'إضافة محتوى خارجي' },
  'This article will show you how to expand the functionality of your app.': {
    fr: 'Cet article vous montre comment étendre les fonctions de votre application.',
    ar: 'يوضح لك هذا المقال كيف توسّع وظائف تطبيقك.',
  },
  Buying: { fr: 'Achats', ar: 'الشراء' },
  'What are Favourites?': { fr: 'Que sont les favoris ?', ar: 'ما المفضلة؟' },
  'How do I purchase an item?': { fr: 'Comment acheter un article ?', ar: 'كيف أشتري منتجًا؟' },
  'How do I add or change my details?': {
    fr: 'Comment ajouter ou modifier mes coordonnées ?',
    ar: 'كيف أضيف بياناتي أو أغيّرها؟',
  },
  'How do refunds work?': { fr: 'Comment fonctionnent les remboursements ?', ar: 'كيف يعمل الاسترداد؟' },
  'Can I Get A Refund?': { fr: 'Puis-je être remboursé ?', ar: 'هل يمكنني استرداد المبلغ؟' },
  'I am trying to find a specific item': {
    fr: 'Je cherche un article précis',
    ar: 'أبحث عن منتج بعينه',
  },
  'Item Support': { fr: 'Assistance produit', ar: 'دعم المنتج' },
  'What is Item Support?': { fr: 'Qu’est-ce que l’assistance produit ?', ar: 'ما دعم المنتج؟' },
  'How to contact an author?': { fr: 'Comment contacter un auteur ?', ar: 'كيف أتواصل مع المؤلف؟' },
  'Where is my purchase code?': { fr: 'Où est mon code d’achat ?', ar: 'أين رمز الشراء الخاص بي؟' },
  'Extend or renew Item Support': {
    fr: 'Prolonger ou renouveler l’assistance produit',
    ar: 'تمديد دعم المنتج أو تجديده',
  },
  'Item Support FAQ': { fr: 'FAQ de l’assistance produit', ar: 'الأسئلة الشائعة عن دعم المنتج' },
  'Why has my item been removed?': {
    fr: 'Pourquoi mon article a-t-il été retiré ?',
    ar: 'لماذا أُزيل منتجي؟',
  },
  Licenses: { fr: 'Licences', ar: 'التراخيص' },
  'Can I customize my license?': { fr: 'Puis-je adapter ma licence ?', ar: 'هل يمكنني تخصيص ترخيصي؟' },
  'Why can’t I use the same license?': {
    fr: 'Pourquoi ne puis-je pas réutiliser la même licence ?',
    ar: 'لماذا لا يمكنني استخدام الترخيص نفسه؟',
  },
  'What is a commercial license?': {
    fr: 'Qu’est-ce qu’une licence commerciale ?',
    ar: 'ما الترخيص التجاري؟',
  },
  'How do licenses work?': { fr: 'Comment fonctionnent les licences ?', ar: 'كيف تعمل التراخيص؟' },
  'Template Kits': { fr: 'Kits de modèles', ar: 'حزم القوالب' },
  'Elementor Template Kits: PHP Zip': {
    fr: 'Kits de modèles Elementor : zip PHP',
    ar: 'حزم قوالب Elementor: ملف PHP مضغوط',
  },
  'Template Kits - Imported template': {
    fr: 'Kits de modèles : modèle importé',
    ar: 'حزم القوالب: قالب مستورد',
  },
  'Elementor Template Kits': { fr: 'Kits de modèles Elementor', ar: 'حزم قوالب Elementor' },
  'Account & Password': { fr: 'Compte et mot de passe', ar: 'الحساب وكلمة المرور' },
  'Signing in with a social account': {
    fr: 'Se connecter avec un compte social',
    ar: 'تسجيل الدخول بحساب تواصل اجتماعي',
  },
  'Locked Out of Account': { fr: 'Compte bloqué', ar: 'تعذّر الدخول إلى الحساب' },
  'I’m not receiving the verification email': {
    fr: 'Je ne reçois pas l’e-mail de vérification',
    ar: 'لا تصلني رسالة التحقق',
  },
  'Forgotten Username Or Password': {
    fr: 'Nom d’utilisateur ou mot de passe oublié',
    ar: 'نسيت اسم المستخدم أو كلمة المرور',
  },
  'Account Settings': { fr: 'Paramètres du compte', ar: 'إعدادات الحساب' },
  'How do I change my password?': {
    fr: 'Comment changer mon mot de passe ?',
    ar: 'كيف أغيّر كلمة المرور؟',
  },
  'How do I change my username?': {
    fr: 'Comment changer mon nom d’utilisateur ?',
    ar: 'كيف أغيّر اسم المستخدم؟',
  },
  'How do I close my account?': { fr: 'Comment fermer mon compte ?', ar: 'كيف أغلق حسابي؟' },
  'How do I change my email address?': {
    fr: 'Comment changer mon adresse e-mail ?',
    ar: 'كيف أغيّر عنوان بريدي الإلكتروني؟',
  },
  Blogging: { fr: 'Blog', ar: 'التدوين' },
  'Expert tips & tools to improve your website or online store using blog.': {
    fr: 'Conseils et outils d’experts pour améliorer votre site ou votre boutique grâce à un blog.',
    ar: 'نصائح وأدوات من الخبراء لتحسين موقعك أو متجرك الإلكتروني عبر المدونة.',
  },
  'Inspiration Center': { fr: 'Centre d’inspiration', ar: 'مركز الإلهام' },
  'Inspiration from experts to help you start and grow your big ideas.': {
    fr: 'L’inspiration d’experts pour lancer et faire grandir vos grandes idées.',
    ar: 'إلهام من الخبراء لتبدأ أفكارك الكبيرة وتنمّيها.',
  },
  Community: { fr: 'Communauté', ar: 'المجتمع' },
  'People who share your questions: ask yours, answer theirs.': {
    fr: 'Des personnes qui partagent vos questions : posez les vôtres, répondez aux leurs.',
    ar: 'أشخاص يشاركونك الأسئلة نفسها: اطرح أسئلتك وأجب عن أسئلتهم.',
  },
  'How to add product in cart?': {
    fr: 'Comment ajouter un produit au panier ?',
    ar: 'كيف أضيف منتجًا إلى السلة؟',
  },
  '1 month ago  -  Updated': { fr: 'Mis à jour il y a 1 mois', ar: 'حُدّث قبل شهر' },
  '<p class="mb-6">If you’re after only one item, simply choose the ‘Buy Now’ option on the item page. This will take you directly to Checkout.</p><p class="mb-6">If you want several different items, use the ‘Add to Cart’ button and then choose ‘Keep Browsing’ to continue shopping or ‘Checkout’ to finalise your purchase.</p>':
    {
      fr: '<p class="mb-6">Pour un seul article, choisissez simplement « Acheter maintenant » sur sa page : vous arrivez directement au paiement.</p><p class="mb-6">Pour plusieurs articles, utilisez le bouton « Ajouter au panier », puis « Continuer mes achats » pour poursuivre ou « Payer » pour finaliser votre achat.</p>',
      ar: '<p class="mb-6">إن كنت تريد منتجًا واحدًا فقط، فاختر «اشترِ الآن» في صفحة المنتج، وستنتقل مباشرة إلى الدفع.</p><p class="mb-6">وإن أردت عدة منتجات، فاستخدم زر «أضف إلى السلة» ثم اختر «متابعة التصفح» لمواصلة التسوق أو «الدفع» لإتمام الشراء.</p>',
    },
  '<p class="mb-6">You can go back to your cart at any time by clicking on the shopping cart icon located at the top right side of the page.</p>':
    {
      fr: '<p class="mb-6">Vous pouvez revenir à votre panier à tout moment en cliquant sur l’icône du panier en haut de la page.</p>',
      ar: '<p class="mb-6">يمكنك العودة إلى سلتك في أي وقت بالنقر على أيقونة السلة أعلى الصفحة.</p>',
    },
  'Elementor Template Kits: PHP Zip Extends': {
    fr: 'Kits de modèles Elementor : extensions zip PHP',
    ar: 'حزم قوالب Elementor: امتدادات PHP المضغوطة',
  },
  'Envato Elements Template Kits': { fr: 'Kits de modèles Envato Elements', ar: 'حزم قوالب Envato Elements' },
  'Importing a Template Kit': { fr: 'Importer un kit de modèles', ar: 'استيراد حزمة قوالب' },
  'How to use the template in WordPress': {
    fr: 'Utiliser le modèle dans WordPress',
    ar: 'كيف أستخدم القالب في WordPress',
  },
  'How to use the Template Kits?': {
    fr: 'Comment utiliser les kits de modèles ?',
    ar: 'كيف أستخدم حزم القوالب؟',
  },
};
