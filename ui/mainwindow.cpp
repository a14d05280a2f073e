#include "ui/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QScrollArea>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QVBoxLayout>

#include <thread>

#ifndef ASYNCLAB_VERSION
#define ASYNCLAB_VERSION "unknown"
#endif

// The resources live in a static library: register them explicitly (outside any namespace).
static void asynclabInitResources() {
    Q_INIT_RESOURCE(resources);
}

namespace asynclab {

namespace {

struct Topic {
    const char* title;
    const char* text;
};

// The chapter's topics, in the order the chapter takes them.
constexpr Topic kTopics[] = {
    {QT_TRANSLATE_NOOP("asynclab::MainWindow", "Hybridization"),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "Interpreters run a program one statement at a time and are easy to debug; "
                       "compilers see the whole graph and can fuse, reorder and drop work. "
                       "Hybridization turns imperative model code into a symbolic graph.")},
    {QT_TRANSLATE_NOOP("asynclab::MainWindow", "Asynchronous computation"),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "The front end only queues operations and returns at once; a backend engine "
                       "runs them as their inputs become ready. Sync points such as reading a "
                       "value or waiting for all work make the front end block.")},
    {QT_TRANSLATE_NOOP("asynclab::MainWindow", "Automatic parallelism"),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "Because the engine knows which operations depend on which, independent "
                       "work on the CPU and on several GPUs runs at the same time without any "
                       "extra code.")},
    {QT_TRANSLATE_NOOP("asynclab::MainWindow", "Overlapping compute and communication"),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "Copies between host and devices use their own streams, so results can "
                       "travel while the next computation is already running.")},
    {QT_TRANSLATE_NOOP("asynclab::MainWindow", "Hardware"),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "Caches, memory, buses and accelerators each have their own latency and "
                       "bandwidth; knowing the numbers explains what is fast and what is not.")},
    {QT_TRANSLATE_NOOP("asynclab::MainWindow", "Training on multiple GPUs"),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "Data parallelism splits each minibatch across devices and sums the "
                       "gradients, by all-reduce or through a parameter server.")},
};

/// Renders an SVG resource into a pixmap of `size` logical pixels, sharp on high-DPI screens.
QPixmap renderSvg(const QString& file, QSize size, qreal devicePixelRatio) {
    QPixmap pixmap(size * devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QSvgRenderer renderer(file);
    if (renderer.isValid()) {
        QPainter painter(&pixmap);
        renderer.render(&painter);
    }
    pixmap.setDevicePixelRatio(devicePixelRatio);
    return pixmap;
}

QFrame* makeTopicCard(const QString& title, const QString& text) {
    auto* card = new QFrame;
    card->setObjectName(QStringLiteral("topicCard"));
    card->setFrameShape(QFrame::StyledPanel);
    card->setStyleSheet(QStringLiteral(
        "QFrame#topicCard { background: palette(base); border: 1px solid palette(mid);"
        " border-radius: 6px; }"));

    auto* titleLabel = new QLabel(title);
    QFont titleFont = titleLabel->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    titleLabel->setFont(titleFont);

    auto* textLabel = new QLabel(text);
    textLabel->setWordWrap(true);
    textLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* layout = new QVBoxLayout(card);
    layout->setContentsMargins(16, 14, 16, 14);
    layout->setSpacing(6);
    layout->addWidget(titleLabel);
    layout->addWidget(textLabel, 1);
    return card;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    asynclabInitResources();
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(QStringLiteral("AsyncLab"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/asynclab.svg")));

    createActions();
    createMenus();
    createStatusBar();
    setCentralWidget(createWelcomePage());
    resize(1280, 800);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions() {
    quitAction_ = new QAction(tr("&Quit"), this);
    quitAction_->setObjectName(QStringLiteral("actionQuit"));
    quitAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quitAction_->setStatusTip(tr("Quit AsyncLab"));
    connect(quitAction_, &QAction::triggered, this, &QWidget::close);

    aboutAction_ = new QAction(tr("&About AsyncLab"), this);
    aboutAction_->setObjectName(QStringLiteral("actionAbout"));
    aboutAction_->setStatusTip(tr("Version, license and build information"));
    connect(aboutAction_, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus() {
    fileMenu_ = menuBar()->addMenu(tr("&File"));
    fileMenu_->setObjectName(QStringLiteral("menuFile"));
    fileMenu_->addAction(quitAction_);

    helpMenu_ = menuBar()->addMenu(tr("&Help"));
    helpMenu_->setObjectName(QStringLiteral("menuHelp"));
    helpMenu_->addAction(aboutAction_);
}

void MainWindow::createStatusBar() {
    const unsigned threads = std::thread::hardware_concurrency();
    auto* cpuLabel = new QLabel(tr("CPU threads: %1").arg(threads));
    cpuLabel->setObjectName(QStringLiteral("cpuThreadsLabel"));
    cpuLabel->setContentsMargins(8, 0, 8, 0);
    statusBar()->addPermanentWidget(cpuLabel);
    statusBar()->showMessage(tr("Ready"));
}

QWidget* MainWindow::createWelcomePage() {
    auto* page = new QWidget;
    page->setObjectName(QStringLiteral("welcomePage"));

    // Header: icon, name and one line on what this is.
    auto* icon = new QLabel;
    icon->setObjectName(QStringLiteral("welcomeIcon"));
    icon->setPixmap(
        renderSvg(QStringLiteral(":/icons/asynclab.svg"), QSize(72, 72), devicePixelRatioF()));
    icon->setFixedSize(72, 72);

    auto* title = new QLabel(QStringLiteral("AsyncLab"));
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2.2);
    titleFont.setBold(true);
    title->setFont(titleFont);

    auto* subtitle =
        new QLabel(tr("See how a deep-learning engine executes your code: a hands-on companion "
                      "to the chapter \"Computational Performance\" of Dive into Deep Learning."));
    subtitle->setWordWrap(true);

    auto* headerText = new QVBoxLayout;
    headerText->setSpacing(4);
    headerText->addWidget(title);
    headerText->addWidget(subtitle);

    auto* header = new QHBoxLayout;
    header->setSpacing(18);
    header->addWidget(icon, 0, Qt::AlignTop);
    header->addLayout(headerText, 1);

    auto* intro = new QLabel(tr("The topics AsyncLab covers:"));
    QFont introFont = intro->font();
    introFont.setBold(true);
    intro->setFont(introFont);

    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(14);
    grid->setVerticalSpacing(14);
    constexpr int kColumns = 2;
    int index = 0;
    for (const Topic& topic : kTopics) {
        grid->addWidget(makeTopicCard(tr(topic.title), tr(topic.text)), index / kColumns,
                        index % kColumns);
        ++index;
    }
    for (int c = 0; c < kColumns; ++c) grid->setColumnStretch(c, 1);

    auto* content = new QWidget;
    content->setMaximumWidth(1100);
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->setSpacing(18);
    contentLayout->addLayout(header);
    contentLayout->addWidget(intro);
    contentLayout->addLayout(grid);

    auto* chapterLink =
        new QLabel(tr("Read the chapter online: <a href=\"%1\">%1</a>")
                       .arg(QStringLiteral("https://d2l.ai/chapter_computational-performance/")));
    chapterLink->setObjectName(QStringLiteral("chapterLink"));
    chapterLink->setTextFormat(Qt::RichText);
    chapterLink->setOpenExternalLinks(true);
    chapterLink->setTextInteractionFlags(Qt::TextBrowserInteraction);
    contentLayout->addWidget(chapterLink);
    contentLayout->addStretch(1);

    auto* pageLayout = new QHBoxLayout(page);
    pageLayout->setContentsMargins(32, 28, 32, 28);
    pageLayout->addStretch(0);
    pageLayout->addWidget(content, 1);
    pageLayout->addStretch(0);

    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("welcomeScrollArea"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(page);
    return scroll;
}

QString MainWindow::aboutText() {
    return tr("<h3>AsyncLab %1</h3>"
              "<p>An interactive companion to the chapter \"Computational Performance\" of "
              "Dive into Deep Learning, with an embedded asynchronous execution engine.</p>"
              "<p>License: GPL-3.0-or-later. This program comes with ABSOLUTELY NO WARRANTY.</p>"
              "<p>Built with Qt %2 (running on Qt %3).</p>")
        .arg(QStringLiteral(ASYNCLAB_VERSION), QStringLiteral(QT_VERSION_STR),
             QString::fromLatin1(qVersion()));
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About AsyncLab"), aboutText());
}

}  // namespace asynclab
