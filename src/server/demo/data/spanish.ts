// Spanish versions of demo content (docs/rules/content.md, "Content translations"): two courses with
// every lesson (title and reading or introduction), and the help centre's most read articles. Keyed
// by the English course slug and article title; lessons in the course's order. Items, questions and
// task prompts stay in English (they are not part of a lesson's Spanish version).
import { h3, html, ol, ul } from '../authoring.ts';

export type SpanishCourseSeed = { title: string; summary: string; descriptionHtml: string; lessons: Array<{ title: string; bodyHtml: string }> };
export type SpanishArticleSeed = { title: string; contentHtml: string };

export const SPANISH_COURSES: Record<string, SpanishCourseSeed> = {
  'meditation-for-beginners': {
    title: 'Meditación para principiantes',
    summary: 'Aprende a sentarte, respirar y observar con solo diez minutos al día. No hace falta experiencia, ni un cojín especial, ni tener la mente en blanco.',
    descriptionHtml: html(
      'Si alguna vez intentaste meditar y llegaste a la conclusión de que tu mente era «demasiado inquieta», este curso es para ti. Una mente ocupada no es un problema que haya que arreglar: es justo aquello con lo que trabaja la meditación. En seis lecciones breves aprenderás una práctica sencilla basada en la respiración, qué hacer cuando tu atención se distrae y cómo encajarla en un día cualquiera.',
      h3('Cómo funciona el curso'),
      'Cada lección combina una lectura corta con una práctica guiada que puedes repetir por tu cuenta. Registrarás tu primera semana de práctica, pondrás a prueba lo aprendido con un cuestionario amable y terminarás diseñando una práctica que de verdad puedas mantener.',
      ul('Seis lecciones, alrededor de una hora en total', 'Prácticas de 3 a 10 minutos', 'Para cualquier cuerpo: siéntate en una silla, en un cojín o en el borde de la cama'),
    ),
    lessons: [
      {
        title: 'Qué es la meditación (y qué no es)',
        bodyHtml: html(
          'Meditar no es el arte de dejar la mente en blanco. Es la práctica de poner la atención en un lugar a propósito, darte cuenta de cuándo se va y traerla de vuelta con suavidad. Ese regreso es todo el ejercicio. Cada vez que notas que te has ido y vuelves, has hecho una «repetición», igual que una sentadilla es una repetición para tus piernas.',
          'Muchas personas que empiezan esperan sentirse en calma de inmediato y se desaniman cuando los pensamientos siguen llegando. Los pensamientos no son una señal de fracaso. Con las semanas, lo que cambia no es cuántos pensamientos tienes, sino lo rápido que los notas y lo poco que te atrapan.',
          'En este curso usamos la respiración como ancla porque siempre está contigo, cambia según tu estado y resulta lo bastante neutra para la mayoría de la gente. Si centrarte en la respiración te resulta incómodo, puedes usar la sensación de los pies en el suelo o los sonidos que te rodean.',
        ),
      },
      {
        title: 'Tu primera sesión de diez minutos',
        bodyHtml: html(
          'Siéntate en una silla con los dos pies en el suelo, o en un cojín con las caderas un poco más altas que las rodillas. Mantén la espalda erguida pero sin rigidez, como si un hilo tirara suavemente de la coronilla hacia arriba. Apoya las manos en los muslos y relaja la mirada o cierra los ojos.',
          'Haz tres respiraciones algo más profundas y luego deja que la respiración encuentre su propio ritmo. Observa dónde la sientes con más claridad: en la nariz, en el pecho o en el vientre. Deja reposar ahí la atención. Cuando notes que estás pensando, di para ti «pensando» y vuelve a la siguiente respiración.',
          'Pon un temporizador suave de diez minutos. Si diez te parecen muchos, empieza con cinco: una práctica corta hecha cada día vale más que una larga hecha una sola vez. Cuando suene, tómate un momento para notar cómo te sientes antes de levantarte, sin necesidad de que sea de ninguna manera en particular.',
        ),
      },
      { title: 'Prepara tu espacio de práctica', bodyHtml: html('Un poco de preparación elimina obstáculos. Marca cada punto a medida que lo dejes listo.') },
      { title: 'Comprueba lo que has aprendido', bodyHtml: html('Cinco preguntas rápidas sobre lo básico. No hay preguntas con trampa.') },
      { title: 'Diseña una práctica que vayas a mantener', bodyHtml: html('Ya tienes todo lo necesario para una práctica diaria sencilla. El último paso es hacerla tuya.') },
      { title: '¿Qué tal tu primera semana?', bodyHtml: html('Tus respuestas nos ayudan a mejorar este curso y a ti te ayudan a darte cuenta de qué está funcionando.') },
    ],
  },
  'mindful-mornings': {
    title: 'Mañanas conscientes: una práctica diaria de 10 minutos',
    summary: 'Empieza el día con intención y no en piloto automático, con una rutina breve de respiración, movimiento e intención.',
    descriptionHtml: html(
      'Cómo pasas los primeros diez minutos del día marca las diez horas siguientes. La mayoría agarramos el móvil antes incluso de incorporarnos. Este curso te propone una alternativa amable: una práctica matinal breve y flexible que despierta el cuerpo, serena la respiración y fija una intención clara.',
      'Aprenderás tres piezas básicas (un escaneo corporal de un minuto, un patrón de respiración que calma y una pregunta para fijar tu intención) y después las combinarás en una rutina que se adapte a tus mañanas, tengas diez minutos o tres.',
      ul('Seis lecciones, menos de una hora en total', 'Sirve para madrugadores, noctámbulos y también para madres y padres de niños pequeños', 'No necesitas ningún material'),
    ),
    lessons: [
      {
        title: 'Por qué importan las mañanas',
        bodyHtml: html(
          'Al despertar, el cerebro pasa del sueño a un estado adormilado y muy receptivo antes de llegar a estar del todo alerta. Lo que le des en ese momento, ya sean titulares, mensajes o una respiración tranquila, tiñe las horas que siguen. Una mañana consciente consiste simplemente en elegir qué le das.',
          'No hace falta poner el despertador al amanecer ni montar un ritual complicado. La práctica de este curso dura como mucho diez minutos y puede reducirse a tres en los días caóticos. Lo importante es que ocurra antes del móvil, no después.',
        ),
      },
      {
        title: 'Las tres piezas básicas',
        bodyHtml: html(
          '<strong>Escaneo corporal de un minuto.</strong> Todavía en la cama, lleva la atención desde los pies hasta la coronilla y nota el calor, la tensión o el peso sin intentar cambiarlos. Simplemente le das los buenos días a tu cuerpo.',
          '<strong>Respiración cuadrada.</strong> Sentado en el borde de la cama, inhala contando hasta cuatro, retén el aire cuatro tiempos, exhala en cuatro y espera otros cuatro. Repite cuatro rondas. Ese ritmo regular le indica seguridad al sistema nervioso y afina la atención.',
          '<strong>Una intención.</strong> Pregúntate: «¿Cómo quiero estar hoy?». No qué tienes que hacer, sino cómo quieres afrontarlo: con paciencia, curiosidad, valentía o amabilidad. Elige una palabra y llévala contigo.',
        ),
      },
      { title: 'Prepáralo la noche anterior', bodyHtml: html('Una mañana tranquila empieza la noche anterior. Déjalo todo listo para que te resulte fácil.') },
      { title: 'Cuestionario de la práctica matinal', bodyHtml: html('Un repaso breve de las piezas básicas.') },
      { title: 'Tu experimento de siete mañanas', bodyHtml: html('Prueba la rutina completa durante una semana y toma notas breves.') },
      { title: 'Reflexiona sobre tus mañanas', bodyHtml: html('Cuéntanos cómo ha ido el experimento.') },
    ],
  },
};

export const SPANISH_HELP: Record<string, SpanishArticleSeed> = {
  'Creating your Wellspring account': {
    title: 'Crear tu cuenta de Wellspring',
    contentHtml: html(
      'Puedes explorar todos los cursos, paquetes, artículos del blog y de ayuda sin tener cuenta. Para inscribirte, guardar tu progreso y obtener certificados necesitarás una cuenta gratuita de Wellspring.',
      ol(
        'Selecciona <strong>Regístrate</strong> en la parte superior de cualquier página.',
        'Escribe tu nombre, tu correo electrónico y una contraseña de al menos ocho caracteres.',
        'Acepta las condiciones y selecciona <strong>Crear cuenta</strong>.',
        'Abre el correo que te enviamos y sigue el enlace de verificación.',
      ),
      'Una vez verificada tu dirección, podrás iniciar sesión desde cualquier dispositivo con el mismo correo y la misma contraseña.',
    ),
  },
  'Verifying your e-mail address': {
    title: 'Verificar tu dirección de correo',
    contentHtml: html(
      'Te pedimos que verifiques tu dirección de correo para poder enviar recibos, certificados y enlaces para restablecer la contraseña a la persona correcta.',
      'El correo de verificación llega a los pocos minutos de registrarte. Si no lo encuentras, revisa la carpeta de spam o de promociones y busca «Wellspring». Por seguridad, los enlaces de verificación caducan pasado un tiempo; si el tuyo ha caducado, inicia sesión y pide uno nuevo desde el aviso que aparece en la parte superior de tu panel.',
      '¿Sigue sin llegar? Comprueba que la dirección de tu cuenta esté bien escrita en <strong>Ajustes → Gestionar perfil</strong>, o escríbenos desde la página de contacto.',
    ),
  },
  'Finding the right course for you': {
    title: 'Encontrar el curso adecuado para ti',
    contentHtml: html(
      'Usa el menú <strong>Cursos</strong> para explorar por categoría, o escribe lo que buscas en el buscador, por ejemplo «sueño», «ansiedad en el trabajo» o «yoga para principiantes», y pulsa Intro.',
      'En la página de resultados puedes acotar la lista por nivel, duración y precio, y ordenarla por relevancia, novedad o precio. Cada página de curso muestra lo que aprenderás, la lista completa de lecciones y una lección de muestra gratuita que puedes leer antes de inscribirte.',
      h3('¿No sabes por dónde empezar?'),
      'Nuestros cursos gratuitos para principiantes son una buena puerta de entrada: prueba Meditación para principiantes, Stress First Aid o Habits That Stick.',
    ),
  },
  'How lessons work: the five lesson types': {
    title: 'Cómo funcionan las lecciones: los cinco tipos',
    contentHtml: html(
      'Los cursos de Wellspring combinan cinco tipos de lección, para que aprendas haciendo además de leyendo:',
      ul(
        'Las lecciones de <strong>lectura</strong> explican una idea, a veces con audio o vídeo.',
        'Las lecciones de <strong>lista de comprobación</strong> te dan pasos prácticos que ir marcando.',
        'Las lecciones de <strong>cuestionario</strong> comprueban lo que has entendido; cada cuestionario indica la nota necesaria para aprobar y puedes volver a intentarlo.',
        'Las lecciones de <strong>encuesta</strong> te piden tus reflexiones. No hay respuestas incorrectas.',
        'Las lecciones de <strong>tarea</strong> proponen un ejercicio en la vida real y te permiten redactar, y a veces subir, tu trabajo.',
      ),
      'Tu trabajo en cada lección se guarda sobre la marcha, así que puedes parar cuando quieras y continuar más tarde en cualquier dispositivo.',
    ),
  },
  'Resetting a forgotten password': {
    title: 'Restablecer una contraseña olvidada',
    contentHtml: html(
      'En la página de inicio de sesión, selecciona <strong>¿Olvidaste tu contraseña?</strong> y escribe la dirección de correo con la que te registraste. Te enviaremos un enlace para elegir una contraseña nueva.',
      'Por tu seguridad, el enlace solo se puede usar una vez y caduca al poco tiempo. Si ha caducado, pide otro sin problema. Si no te llega ningún correo, revisa la carpeta de spam y asegúrate de usar la dirección con la que te registraste.',
    ),
  },
  'Enrolling in free and paid courses': {
    title: 'Inscribirte en cursos gratuitos y de pago',
    contentHtml: html(
      'En la página de cualquier curso, selecciona <strong>Inscríbete gratis</strong> si el curso es gratuito, o <strong>Comprar</strong> si es de pago. Una vez inscrito, el curso aparece en <strong>Mis cursos</strong> y se queda ahí: los cursos a los que te unes no tienen fecha de caducidad.',
      'Los paquetes agrupan varios cursos a un precio más bajo que si los compraras por separado. Al comprar un paquete quedas inscrito en todos sus cursos y puedes hacerlos en el orden que prefieras.',
    ),
  },
};
