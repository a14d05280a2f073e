#include "ui/views/run_dialogs.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <vector>

#include "ui/models/run_settings.h"
#include "ui/models/scenario_texts.h"

namespace asynclab {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("asynclab::RunDialogs", text);
}

}  // namespace

std::optional<CompareChoice> askCompareChoice(QWidget* parent, const scenarios::ScenarioInfo& info,
                                              const QList<int>& spinChoices) {
    // The scenario's settings with named choices, then the spin budget and the mode, which
    // every scenario has.
    struct Choice {
        QString name, description;
        QStringList values;
    };
    std::vector<Choice> choices;
    for (const scenarios::ParamInfo& p : info.params) {
        if (p.allowed.empty()) continue;
        Choice c{QString::fromStdString(p.name), scenarioText(p.description), {}};
        for (const std::string& v : p.allowed)
            if (v != "all" && v != "both") c.values << QString::fromStdString(v);
        choices.push_back(std::move(c));
    }
    Choice spin{
        QLatin1String(kSpinSetting),
        translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs",
                                     "microseconds an idle worker, or the front end at a sync, "
                                     "spins before it sleeps (Run > Spin Before Sleeping)")),
        {}};
    for (int us : spinChoices) spin.values << QString::number(us);
    choices.push_back(std::move(spin));
    choices.push_back({QLatin1String(kModeSetting),
                       translated(QT_TRANSLATE_NOOP(
                           "asynclab::RunDialogs",
                           "this machine (real) beside the simulated one (sim), with the "
                           "simulated CPU the run panel names: cpu=this-machine shows how "
                           "close the simulator comes to this computer, op by op")),
                       {QLatin1String(scenarios::run_mode_name(scenarios::RunMode::Real)),
                        QLatin1String(scenarios::run_mode_name(scenarios::RunMode::Sim))}});

    QDialog dialog(parent);
    dialog.setWindowTitle(
        translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs", "Compare Two Runs")));
    auto* param = new QComboBox;
    param->setObjectName(QStringLiteral("compareParam"));
    auto* a = new QComboBox;
    a->setObjectName(QStringLiteral("compareA"));
    auto* b = new QComboBox;
    b->setObjectName(QStringLiteral("compareB"));
    for (const Choice& c : choices) param->addItem(c.name, c.description);
    const auto fill = [&] {
        const Choice& c = choices[static_cast<std::size_t>(param->currentIndex())];
        a->clear();
        b->clear();
        a->addItems(c.values);
        b->addItems(c.values);
        b->setCurrentIndex(std::min(1, b->count() - 1));
        param->setToolTip(param->currentData().toString());
    };
    QObject::connect(param, &QComboBox::currentIndexChanged, &dialog, fill);
    for (const char* preferred : {"hybridize", "sync", "variant", "engine"}) {
        const int i = param->findText(QLatin1String(preferred));
        if (i >= 0) {
            param->setCurrentIndex(i);
            break;
        }
    }
    fill();
    auto* form = new QFormLayout;
    form->addRow(translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs", "Vary")), param);
    form->addRow(translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs", "Run A")), a);
    form->addRow(translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs", "Run B")), b);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)
        ->setText(translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs", "Run Both")));
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(translated(QT_TRANSLATE_NOOP(
        "asynclab::RunDialogs", "The other settings stay as they are in the run panel."))));
    layout->addLayout(form);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    return CompareChoice{param->currentText(), a->currentText(), b->currentText()};
}

std::optional<ExportRequest> askExport(QWidget* parent, const QString& view, QSize shown,
                                       double devicePixelRatio) {
    const QString path = QFileDialog::getSaveFileName(
        parent, translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs", "Export View")),
        view + QStringLiteral(".png"),
        translated(QT_TRANSLATE_NOOP(
            "asynclab::RunDialogs",
            "PNG image (*.png);;SVG vector image (*.svg);;PDF document (*.pdf)")));
    if (path.isEmpty()) return std::nullopt;
    QDialog dialog(parent);
    dialog.setWindowTitle(translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs", "Export Size")));
    const auto pixels = [](int value) {
        auto* spin = new QSpinBox;
        spin->setRange(100, 20000);
        spin->setValue(value);
        spin->setSuffix(translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs", " px")));
        return spin;
    };
    QSpinBox* width = pixels(shown.width());
    QSpinBox* height = pixels(shown.height());
    auto* scale = new QComboBox;
    for (int k : {1, 2, 3, 4})
        scale->addItem(translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs", "%1x")).arg(k), k);
    scale->setCurrentIndex(std::clamp(static_cast<int>(devicePixelRatio) - 1, 0, 3));
    scale->setToolTip(
        translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs",
                                     "PNG only: pixels per logical pixel (2x for sharp "
                                     "slides on high-DPI projectors)")));
    auto* form = new QFormLayout;
    form->addRow(translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs", "Width")), width);
    form->addRow(translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs", "Height")), height);
    form->addRow(translated(QT_TRANSLATE_NOOP("asynclab::RunDialogs", "Resolution")), scale);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addLayout(form);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    return ExportRequest{path, QSize(width->value(), height->value()),
                         scale->currentData().toDouble()};
}

}  // namespace asynclab
