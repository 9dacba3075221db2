import type { ContentLanguage } from '@atrium/mocks/lib/contentLanguage';

type Translated = { fr: string; ar: string };

/**
 * The academy's words in French and Arabic, by their English text: course titles, section and lesson
 * titles, skill levels, tutors' positions and webinar titles (a test checks that every one the sample
 * data uses has both). Names of technologies stay as they are inside them.
 */
export const COURSE_WORDS: Record<string, Translated> = {
  'Basics of Angular': { fr: 'Les bases d’Angular', ar: 'أساسيات Angular' },
  'UI/UX Design': { fr: 'Design UI/UX', ar: 'تصميم واجهات وتجربة المستخدم' },
  'React Native': { fr: 'React Native', ar: 'React Native' },
  'Art & Drawing': { fr: 'Art et dessin', ar: 'الفن والرسم' },
  'Basic Fundamentals': { fr: 'Les fondamentaux', ar: 'الأساسيات' },
  'React for Beginners': { fr: 'React pour débutants', ar: 'React للمبتدئين' },
  'The Science of Critical Thinking': { fr: 'La science de l’esprit critique', ar: 'علم التفكير النقدي' },
  'The Complete Figma UI/UX Course': {
    fr: 'Le cours complet Figma UI/UX',
    ar: 'الدورة الكاملة في Figma لتصميم الواجهات',
  },
  'Advanced Problem Solving Techniques': {
    fr: 'Techniques avancées de résolution de problèmes',
    ar: 'تقنيات متقدمة لحل المشكلات',
  },
  'Advanced React Native': { fr: 'React Native avancé', ar: 'React Native المتقدم' },
  'Building Web Applications with Vue.js': {
    fr: 'Créer des applications web avec Vue.js',
    ar: 'بناء تطبيقات الويب باستخدام Vue.js',
  },
  'Color Theory': { fr: 'Théorie des couleurs', ar: 'نظرية الألوان' },
  'Cognitive Psychology': { fr: 'Psychologie cognitive', ar: 'علم النفس المعرفي' },
  'Digital Painting Masterclass': {
    fr: 'Masterclass de peinture numérique',
    ar: 'دورة متقدمة في الرسم الرقمي',
  },
  'Typography Essentials': { fr: 'L’essentiel de la typographie', ar: 'أساسيات الطباعة' },
  'Figma Prototyping': { fr: 'Prototypage avec Figma', ar: 'النمذجة الأولية في Figma' },
  'Watercolour for Everyone': { fr: 'L’aquarelle pour tous', ar: 'الألوان المائية للجميع' },
  'TypeScript in Depth': { fr: 'TypeScript en profondeur', ar: 'TypeScript بالتفصيل' },
  'Logo Design Bootcamp': { fr: 'Stage intensif de création de logos', ar: 'معسكر تصميم الشعارات' },
  'Behavioural Economics': { fr: 'Économie comportementale', ar: 'الاقتصاد السلوكي' },
  'Design Systems at Scale': { fr: 'Systèmes de design à grande échelle', ar: 'أنظمة التصميم على نطاق واسع' },
  'Sketching Faces': { fr: 'Dessiner des visages', ar: 'رسم الوجوه' },
  'Node.js Fundamentals': { fr: 'Les fondamentaux de Node.js', ar: 'أساسيات Node.js' },
  'Layout and Composition': { fr: 'Mise en page et composition', ar: 'التخطيط والتكوين' },
  'Motivation and Habits': { fr: 'Motivation et habitudes', ar: 'الدافعية والعادات' },
  // Sections
  'Getting started': { fr: 'Pour commencer', ar: 'البداية' },
  'Core ideas': { fr: 'Les idées clés', ar: 'الأفكار الأساسية' },
  'Hands-on practice': { fr: 'Mise en pratique', ar: 'التطبيق العملي' },
  'Going further': { fr: 'Aller plus loin', ar: 'التعمق أكثر' },
  'Real-world cases': { fr: 'Cas réels', ar: 'حالات واقعية' },
  'Final project': { fr: 'Projet final', ar: 'المشروع النهائي' },
  'Review and next steps': { fr: 'Bilan et suite', ar: 'المراجعة والخطوات التالية' },
  // Lessons
  'Welcome and overview': { fr: 'Bienvenue et vue d’ensemble', ar: 'ترحيب ونظرة عامة' },
  'Key terms': { fr: 'Notions clés', ar: 'المصطلحات الأساسية' },
  'A first example': { fr: 'Un premier exemple', ar: 'مثال أول' },
  'Common mistakes': { fr: 'Erreurs fréquentes', ar: 'أخطاء شائعة' },
  'Step-by-step walkthrough': { fr: 'Pas à pas', ar: 'شرح خطوة بخطوة' },
  Exercise: { fr: 'Exercice', ar: 'تمرين' },
  'Deep dive': { fr: 'En profondeur', ar: 'تعمّق' },
  'Tools of the trade': { fr: 'Les outils du métier', ar: 'أدوات المهنة' },
  'Case study': { fr: 'Étude de cas', ar: 'دراسة حالة' },
  Quiz: { fr: 'Quiz', ar: 'اختبار قصير' },
  'Putting it together': { fr: 'Tout assembler', ar: 'جمع كل شيء معًا' },
  Summary: { fr: 'Résumé', ar: 'الخلاصة' },
  // Skill levels
  Beginner: { fr: 'Débutant', ar: 'مبتدئ' },
  Intermediate: { fr: 'Intermédiaire', ar: 'متوسط' },
  Advanced: { fr: 'Avancé', ar: 'متقدم' },
  'All Level': { fr: 'Tous niveaux', ar: 'كل المستويات' },
  // Tutors' positions
  'Web Developer and Teacher': { fr: 'Développeur web et enseignant', ar: 'مطوّر ويب ومدرّس' },
  'Visual Designer': { fr: 'Designer graphique', ar: 'مصمم بصري' },
  'Psychologist and Lecturer': { fr: 'Psychologue et conférencier', ar: 'أخصائي نفسي ومحاضر' },
  'Product Designer': { fr: 'Designer produit', ar: 'مصمم منتجات' },
  'Illustrator and Painter': { fr: 'Illustrateur et peintre', ar: 'رسام ومصوّر' },
  Musician: { fr: 'Musicien', ar: 'موسيقي' },
  Photographer: { fr: 'Photographe', ar: 'مصوّر فوتوغرافي' },
  'Business Coach': { fr: 'Coach en entreprise', ar: 'مدرب أعمال' },
  // Webinars
  'Designing for accessibility': { fr: 'Concevoir pour l’accessibilité', ar: 'التصميم لسهولة الوصول' },
  'Figma tips and tricks, live': { fr: 'Astuces Figma, en direct', ar: 'نصائح وحيل Figma، مباشرة' },
  'How memory works when you learn': {
    fr: 'Comment fonctionne la mémoire quand on apprend',
    ar: 'كيف تعمل الذاكرة عندما نتعلم',
  },
  'TypeScript questions and answers': {
    fr: 'TypeScript : questions et réponses',
    ar: 'TypeScript: أسئلة وأجوبة',
  },
};

/** A word of the academy in `language` (English where it has none). */
export const courseWord = (text: string, language: ContentLanguage): string =>
  language === 'en' ? text : (COURSE_WORDS[text]?.[language] ?? text);

/** The texts written around a course's title, in each language. */
export const COURSE_TEXTS: Record<
  ContentLanguage,
  {
    desc: (title: string) => string;
    about: (title: string) => string;
    description: (title: string) => [string, string];
    language: string;
    hours: (hours: string) => string;
    minutes: (minutes: number) => string;
  }
> = {
  en: {
    desc: (title) => `Introductory course for ${title}: concepts, exercises and a final project.`,
    about: (title) =>
      `${title}: learn the essentials step by step, with short lessons, exercises and a final project.`,
    description: (title) => [
      `Introductory course for ${title}: concepts, exercises and a final project. Each section ends with a short exercise so that you can check what you learned.`,
      `By the end of this course you will be able to apply ${title.toLowerCase()} in your own work, and you will have a finished project to show for it.`,
    ],
    language: 'English',
    hours: (hours) => `${hours} total hours`,
    minutes: (minutes) => `${minutes} min`,
  },
  fr: {
    desc: (title) => `Cours d’introduction : ${title}. Notions, exercices et projet final.`,
    about: (title) =>
      `${title} : apprenez l’essentiel pas à pas, avec des leçons courtes, des exercices et un projet final.`,
    description: (title) => [
      `Cours d’introduction : ${title}. Notions, exercices et projet final. Chaque section se termine par un court exercice pour vérifier ce que vous avez appris.`,
      `À la fin de ce cours, vous saurez mettre en pratique « ${title} » dans votre propre travail, et vous aurez un projet terminé à montrer.`,
    ],
    language: 'Anglais',
    hours: (hours) => `${hours.replace('.', ',')} heures au total`,
    minutes: (minutes) => `${minutes} min`,
  },
  ar: {
    desc: (title) => `دورة تمهيدية في ${title}: مفاهيم وتمارين ومشروع نهائي.`,
    about: (title) => `${title}: تعلّم الأساسيات خطوة بخطوة، بدروس قصيرة وتمارين ومشروع نهائي.`,
    description: (title) => [
      `دورة تمهيدية في ${title}: مفاهيم وتمارين ومشروع نهائي. ينتهي كل قسم بتمرين قصير لتتحقق مما تعلمته.`,
      `في نهاية هذه الدورة ستتمكن من تطبيق «${title}» في عملك، وسيكون لديك مشروع مكتمل تعرضه.`,
    ],
    language: 'الإنجليزية',
    hours: (hours) => `${hours} ساعة إجمالًا`,
    minutes: (minutes) => `${minutes} دقيقة`,
  },
};
